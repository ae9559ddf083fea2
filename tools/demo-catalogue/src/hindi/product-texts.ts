// The Hindi of the product texts the seed's kinds are written with (src/kinds.ts), keyed by the English text,
// so a kind's feature or blurb and its Hindi sit side by side in review. Written for this project, as an Indian
// brand would say it: the loan words people use (बेसिन, शावर, मिक्सर, फ़िनिश), measures as they are written.

/** A kind's one-line description (its blurb) in Hindi. */
export const BLURBS_HI: Readonly<Record<string, string>> = {
  'The everyday basin mixer, sized for counter-top and under-counter basins alike.':
    'रोज़ इस्तेमाल का बेसिन मिक्सर, काउंटर-टॉप और अंडर-काउंटर दोनों तरह के बेसिन के लिए सही साइज़ में।',
  'A single-handle basin mixer at the height most basins are made for.':
    'सिंगल-हैंडल बेसिन मिक्सर, उसी ऊँचाई का जिसके लिए ज़्यादातर बेसिन बनते हैं।',
  'Raised high to serve counter-top bowls.': 'ऊँचा बना, ताकि काउंटर-टॉप बाउल तक आराम से पहुँचे।',
  'A tall basin mixer made to stand over a vessel basin.':
    'ऊँचा बेसिन मिक्सर, जो वेसल बेसिन के ऊपर तक आता है।',
  'A wall-mounted basin mixer trim that keeps the counter clear.':
    'दीवार पर लगने वाला बेसिन मिक्सर ट्रिम, जिससे काउंटर खाली और साफ़ रहता है।',
  'The concealed body that sits in the wall behind a wall-mounted basin mixer trim.':
    'कंसील्ड बॉडी, जो दीवार वाले बेसिन मिक्सर ट्रिम के पीछे दीवार के अंदर लगती है।',
  'A three-piece widespread basin set with separate hot and cold handles.':
    'तीन हिस्सों वाला वाइडस्प्रेड बेसिन सेट, गर्म और ठंडे पानी के अलग हैंडल के साथ।',
  'A showerhead that makes every shower feel generous.':
    'ऐसा शावरहेड जिससे हर बार नहाने में भरपूर पानी का मज़ा मिले।',
  'An overhead shower with a wide, even spray.': 'चौड़ी और एक-सी धार वाला ओवरहेड शावर।',
  'A shower filter that softens the feel of hard, chlorinated water.':
    'शावर फ़िल्टर, जो खारे और क्लोरीन वाले पानी को त्वचा पर नरम बनाता है।',
  'A hand shower that reaches where an overhead shower cannot.':
    'हैंड शावर, जो वहाँ तक पहुँचे जहाँ ओवरहेड शावर नहीं पहुँचता।',
  'A wall body spray that adds targeted massage to the shower.':
    'दीवार पर लगने वाला बॉडी स्प्रे, जो शावर में चुनी हुई जगह पर मसाज देता है।',
  'A 2-in-1 shower: an overhead shower with a hand shower docked at its centre.':
    '2-इन-1 शावर: ओवरहेड शावर, जिसके बीच में हैंड शावर लगा रहता है।',
  'A solid brass shower arm with its wall flange.': 'ठोस पीतल का शावर आर्म, दीवार के फ़्लैंज के साथ।',
  'A complete shower on one column, fitted to the wall outlets you already have.':
    'एक कॉलम पर पूरा शावर, जो आपकी दीवार के मौजूदा आउटलेट पर ही लग जाता है।',
  'A slide bar that sets the hand shower at the height of each person.':
    'स्लाइड बार, जिससे हर व्यक्ति अपनी ऊँचाई पर हैंड शावर लगा सके।',
  'A wall elbow that connects the hand shower hose to the supply.':
    'वॉल एल्बो, जो हैंड शावर के होज़ को पानी की लाइन से जोड़ता है।',
  'The visible trim of a concealed shower valve: the handle and the wall plate.':
    'कंसील्ड शावर वाल्व का बाहर दिखने वाला ट्रिम: हैंडल और वॉल प्लेट।',
  'A floor-standing filler that stands beside a freestanding bath.':
    'फ़र्श पर खड़ा होने वाला फ़िलर, जो फ़्रीस्टैंडिंग बाथटब के पास लगता है।',
  'A wall-mounted bath spout in the collection style.':
    'दीवार पर लगने वाला बाथ स्पाउट, कलेक्शन के डिज़ाइन में।',
  'The valve that goes behind the wall once and takes any matching trim.':
    'वाल्व, जो एक बार दीवार के पीछे लगता है और मेल खाता कोई भी ट्रिम ले लेता है।',
  'A towel bar finished to match the faucets of the collection.':
    'टॉवेल बार, जिसकी फ़िनिश कलेक्शन के नलों से मेल खाती है।',
  'A towel ring for the hand towel beside the basin.':
    'बेसिन के पास हाथ पोंछने के तौलिए के लिए टॉवेल रिंग।',
  'A robe hook in the collection finish.': 'कलेक्शन की फ़िनिश में रोब हुक।',
  'A tissue holder with a pivoting arm.': 'घूमने वाले आर्म के साथ टिशू होल्डर।',
  'A wall soap dish with a lift-out glass tray.':
    'दीवार पर लगने वाला सोप डिश, निकलने वाली काँच की ट्रे के साथ।',
  'A tumbler holder with a frosted glass tumbler.': 'फ़्रॉस्टेड काँच के टम्बलर के साथ टम्बलर होल्डर।',
  'A concealed cistern and cover plate for wall-hung toilets.':
    'वॉल-हंग टॉयलेट के लिए कंसील्ड सिस्टर्न और कवर प्लेट।',
  'A health faucet with hose and holder.': 'होज़ और होल्डर के साथ हेल्थ फ़ॉसेट।',
  'An angle valve to isolate the supply to a basin mixer, cistern or health faucet.':
    'एंगल वाल्व, जिससे बेसिन मिक्सर, सिस्टर्न या हेल्थ फ़ॉसेट का पानी अलग से बंद किया जा सके।',
  'A wall-mounted bib tap for the bathroom, balcony or utility area.':
    'बाथरूम, बालकनी या यूटिलिटी एरिया के लिए दीवार पर लगने वाला बिब टैप।',
  'A square floor drain with an anti-odour trap.': 'बदबू रोकने वाले ट्रैप के साथ चौकोर फ़्लोर ड्रेन।',
  'A linear grid drain for walk-in showers.': 'वॉक-इन शावर के लिए लंबा ग्रिड ड्रेन।',
  'A bottle trap that finishes the space under a wall-hung basin.':
    'बॉटल ट्रैप, जो वॉल-हंग बेसिन के नीचे की जगह को सलीकेदार बनाता है।',
  'A concealed stop valve with its visible trim.': 'बाहर दिखने वाले ट्रिम के साथ कंसील्ड स्टॉप वाल्व।',
  'A pull-down kitchen faucet with a spray head that reaches every corner of the sink.':
    'पुल-डाउन किचन नल, जिसका स्प्रे हेड सिंक के हर कोने तक पहुँचता है।',
  'A deck-mounted kitchen sink mixer with a swivel spout.':
    'घूमने वाले स्पाउट के साथ सिंक पर लगने वाला किचन सिंक मिक्सर।',
  'A wall-mounted kitchen sink mixer, the classic Indian kitchen layout.':
    'दीवार पर लगने वाला किचन सिंक मिक्सर, भारतीय किचन की जानी-पहचानी बनावट के लिए।',
  'A cold-water wall tap for the kitchen sink.': 'किचन सिंक के लिए ठंडे पानी का दीवार वाला नल।',
  'A compact faucet for a prep sink or bar.': 'प्रेप सिंक या बार के लिए छोटा नल।',
  'A drinking water faucet for an under-sink purifier.':
    'सिंक के नीचे लगे प्यूरीफ़ायर के लिए पीने के पानी का नल।',
  'A wall-mounted pot filler above the hob.': 'चूल्हे के ऊपर दीवार पर लगने वाला पॉट फ़िलर।',
  'A glass rinser that cleans the inside of a glass in a second.':
    'ग्लास रिंसर, जो पल भर में गिलास को अंदर से धो देता है।',
  'A soap dispenser that sits beside the kitchen faucet.': 'किचन नल के पास लगने वाला सोप डिस्पेंसर।',
};

/** A kind's feature in Hindi. */
export const FEATURES_HI: Readonly<Record<string, string>> = {
  'Flexible stainless steel supply hoses included': 'स्टेनलेस स्टील के लचीले सप्लाई होज़ साथ में',
  'Lead-free brass waterway': 'लेड-फ़्री पीतल का वॉटरवे',
  'Aerated stream that stays soft and splash-free': 'एरेटेड धार, जो नरम रहती है और छींटे नहीं उड़ाती',
  'Mid-height spout suits most counter-top and under-counter basins':
    'मीडियम ऊँचाई का स्पाउट, ज़्यादातर काउंटर-टॉप और अंडर-काउंटर बेसिन पर सही',
  'Single-lever control of flow and temperature': 'एक लीवर से पानी की धार और तापमान दोनों का कंट्रोल',
  'Installs in a single-hole basin or counter': 'एक छेद वाले बेसिन या काउंटर पर लगता है',
  'Tall body reaches over counter-top vessel basins':
    'ऊँची बॉडी, काउंटर-टॉप वेसल बेसिन के ऊपर तक पहुँचती है',
  'Long threaded shank for thick counters': 'मोटे काउंटर के लिए लंबा चूड़ीदार शैंक',
  'Extended reach spout centres the stream in the bowl': 'लंबा स्पाउट धार को बाउल के बीच में गिराता है',
  'Trim kit fits the matching concealed rough valve': 'ट्रिम किट मेल खाते कंसील्ड रफ़ वाल्व पर लगती है',
  'Adjustable spout length for deep or shallow basins':
    'गहरे या उथले बेसिन के हिसाब से स्पाउट की लंबाई एडजस्ट करें',
  'Single-lever control on a slim wall plate': 'पतली वॉल प्लेट पर एक लीवर का कंट्रोल',
  'Wall-mounted spout leaves the counter clear': 'दीवार पर लगा स्पाउट, काउंटर खाली रहता है',
  'Plaster guard protects the valve during tiling': 'प्लास्टर गार्ड टाइल लगाते समय वाल्व को बचाता है',
  'Concealed body for wall-mounted basin mixer trims': 'दीवार वाले बेसिन मिक्सर ट्रिम के लिए कंसील्ड बॉडी',
  'Depth adjustment of 25 mm for different wall finishes':
    'अलग-अलग दीवार फ़िनिश के लिए 25 mm तक गहराई एडजस्ट',
  'Half-inch BSP inlets': 'आधे इंच के BSP इनलेट',
  'Metal pop-up waste included': 'मेटल पॉप-अप वेस्ट साथ में',
  'Fits basins with three holes 150 to 300 mm apart':
    '150 से 300 mm की दूरी पर तीन छेद वाले बेसिन पर लगता है',
  'Quarter-turn valves for quick, precise control': 'क्वार्टर-टर्न वाल्व, तेज़ और सटीक कंट्रोल के लिए',
  'Separate hot and cold handles with a central spout': 'गर्म और ठंडे के अलग हैंडल, बीच में स्पाउट',
  'Standard half-inch connection fits any shower arm':
    'स्टैंडर्ड आधे इंच का कनेक्शन, हर शावर आर्म पर लगता है',
  'Ball joint angles the spray where you want it': 'बॉल जॉइंट से धार को जहाँ चाहें वहाँ मोड़ें',
  'Wide spray face covers the whole body': 'चौड़ा स्प्रे फ़ेस पूरे शरीर पर पानी डालता है',
  'Installs without tools': 'बिना औज़ार के लग जाता है',
  'Reduces chlorine and sediment in shower water': 'शावर के पानी में क्लोरीन और गंदगी कम करता है',
  'Cartridge lasts about six months in a family home':
    'परिवार वाले घर में कार्ट्रिज लगभग छह महीने चलता है',
  'Twist-off housing for tool-free cartridge changes':
    'घुमाकर खुलने वाला हाउसिंग, कार्ट्रिज बदलने के लिए औज़ार नहीं चाहिए',
  'Fits between the shower arm and the showerhead': 'शावर आर्म और शावरहेड के बीच लगता है',
  'Pause setting saves water while you soap': 'साबुन लगाते समय पॉज़ सेटिंग से पानी बचता है',
  'Wall bracket included': 'वॉल ब्रैकेट साथ में',
  'Ergonomic handle balanced for one-handed use': 'एक हाथ से आराम से पकड़ने लायक संतुलित हैंडल',
  '1.5 m stainless steel hose that does not kink': '1.5 m का स्टेनलेस स्टील होज़, जो मुड़कर अटकता नहीं',
  'Slim round wall plate': 'पतली गोल वॉल प्लेट',
  'Several body sprays can run from one valve': 'एक वाल्व से कई बॉडी स्प्रे चल सकते हैं',
  'Trim fits the matching concealed body spray rough': 'ट्रिम मेल खाते कंसील्ड बॉडी स्प्रे रफ़ पर लगता है',
  'Adjustable jet angles up to 30 degrees in any direction': 'जेट को किसी भी दिशा में 30 डिग्री तक मोड़ें',
  'Three-way diverter built in': 'थ्री-वे डाइवर्टर अंदर ही लगा है',
  'Hand shower docks into the centre of the overhead shower':
    'हैंड शावर ओवरहेड शावर के बीच में फ़िट हो जाता है',
  'Overhead shower and hand shower in one unit': 'ओवरहेड शावर और हैंड शावर एक ही यूनिट में',
  'Use either spray alone or both together': 'कोई एक स्प्रे चलाएँ या दोनों साथ में',
  'Places the showerhead clear of the wall': 'शावरहेड को दीवार से दूर रखता है',
  'Half-inch BSP threads at both ends': 'दोनों सिरों पर आधे इंच की BSP चूड़ियाँ',
  'Solid brass arm with a matching wall flange': 'ठोस पीतल का आर्म, मेल खाते वॉल फ़्लैंज के साथ',
  'Overhead shower, hand shower and diverter on one column':
    'एक कॉलम पर ओवरहेड शावर, हैंड शावर और डाइवर्टर',
  'Fits over existing wall outlets, no chasing of walls':
    'मौजूदा वॉल आउटलेट पर लगता है, दीवार तोड़ने की ज़रूरत नहीं',
  'Height-adjustable riser': 'ऊँचाई एडजस्ट होने वाला राइज़र',
  '60 cm bar with a sliding hand shower holder': 'सरकने वाले हैंड शावर होल्डर के साथ 60 cm का बार',
  'Holder angles and locks at any height': 'होल्डर किसी भी ऊँचाई पर मुड़कर लॉक हो जाता है',
  'Fits any standard hand shower': 'हर स्टैंडर्ड हैंड शावर पर लगता है',
  'Round wall flange': 'गोल वॉल फ़्लैंज',
  'Connects a hand shower hose to the wall supply': 'हैंड शावर के होज़ को दीवार की सप्लाई से जोड़ता है',
  'Half-inch BSP connections': 'आधे इंच के BSP कनेक्शन',
  'Trim kit for the universal concealed valve': 'यूनिवर्सल कंसील्ड वाल्व के लिए ट्रिम किट',
  'Single handle sets flow and temperature': 'एक हैंडल से धार और तापमान सेट करें',
  'Change the trim later without opening the wall': 'बाद में दीवार खोले बिना ट्रिम बदलें',
  'Diverter selects shower or bath spout': 'डाइवर्टर से शावर या बाथ स्पाउट चुनें',
  'High-flow spout fills the bath quickly': 'हाई-फ़्लो स्पाउट बाथटब जल्दी भरता है',
  'Concealed floor mounting kit available': 'कंसील्ड फ़्लोर माउंटिंग किट उपलब्ध',
  'Hand shower with its own holder': 'अपने होल्डर के साथ हैंड शावर',
  'Floor-standing filler for freestanding baths': 'फ़्रीस्टैंडिंग बाथटब के लिए फ़र्श पर खड़ा फ़िलर',
  'Slip-fit connection to a half-inch supply': 'आधे इंच की सप्लाई पर स्लिप-फ़िट कनेक्शन',
  'Optional diverter pull': 'डाइवर्टर पुल, ज़रूरत हो तो',
  'Wall-mounted bath spout': 'दीवार पर लगने वाला बाथ स्पाउट',
  'Half-inch BSP inlets and outlets': 'आधे इंच के BSP इनलेट और आउटलेट',
  'Plaster guard and depth adjustment included': 'प्लास्टर गार्ड और गहराई एडजस्टमेंट साथ में',
  'Concealed valve body for shower and bath trims': 'शावर और बाथ ट्रिम के लिए कंसील्ड वाल्व बॉडी',
  'Works with single-handle and thermostatic trims': 'सिंगल-हैंडल और थर्मोस्टैटिक दोनों ट्रिम के साथ चलता है',
  'Fixing screws and plugs included': 'फ़िक्सिंग स्क्रू और प्लग साथ में',
  'Solid metal bar with matching end posts': 'मेल खाते एंड पोस्ट के साथ ठोस मेटल बार',
  'Hidden mounting brackets': 'छिपे हुए माउंटिंग ब्रैकेट',
  'Hidden mounting bracket': 'छिपा हुआ माउंटिंग ब्रैकेट',
  'Sized for hand towels': 'हाथ पोंछने के तौलिए के साइज़ का',
  'Holds robes and towels securely': 'रोब और तौलिए मज़बूती से टाँगे रखता है',
  'Pivoting arm for easy roll changes': 'घूमने वाला आर्म, रोल बदलना आसान',
  'Drains water away from the soap': 'साबुन के नीचे पानी जमा नहीं होने देता',
  'Frosted glass dish lifts out for cleaning': 'फ़्रॉस्टेड काँच की डिश सफ़ाई के लिए निकल जाती है',
  'Frosted glass tumbler included': 'फ़्रॉस्टेड काँच का टम्बलर साथ में',
  'Dual flush of 3 and 6 litres': '3 और 6 लीटर का ड्यूल फ़्लश',
  'Service access through the cover plate opening': 'कवर प्लेट के रास्ते सर्विस और मरम्मत',
  'Silent-fill valve': 'बिना आवाज़ भरने वाला वाल्व',
  'Fits 90 mm to 120 mm stud walls and masonry':
    '90 mm से 120 mm की स्टड दीवार और चिनाई वाली दीवार में लगता है',
  '1.2 m flexible hose and wall holder included': '1.2 m का लचीला होज़ और वॉल होल्डर साथ में',
  'Soft, even spray with a comfortable trigger': 'आरामदायक ट्रिगर के साथ नरम और एक-सी धार',
  'Touch-clean nozzles resist limescale': 'टच-क्लीन नोज़ल पर खारे पानी की परत नहीं जमती',
  'Half-inch BSP inlet and outlet': 'आधे इंच का BSP इनलेट और आउटलेट',
  'Quarter-turn ceramic valve': 'क्वार्टर-टर्न सिरेमिक वाल्व',
  'Wall flange included': 'वॉल फ़्लैंज साथ में',
  'Wall-mounted cold water tap': 'दीवार पर लगने वाला ठंडे पानी का नल',
  'Hose-friendly spout': 'पाइप लगाने लायक स्पाउट',
  'Removable grate for cleaning': 'सफ़ाई के लिए निकलने वाली जाली',
  'Stainless steel grate': 'स्टेनलेस स्टील की जाली',
  'Anti-odour trap stops sewer smells': 'एंटी-ओडर ट्रैप सीवर की बदबू रोकता है',
  'Lets the floor slope in one direction': 'फ़र्श का ढलान एक ही दिशा में रखा जा सकता है',
  'Removable grid for cleaning': 'सफ़ाई के लिए निकलने वाला ग्रिड',
  'Linear channel for walk-in showers': 'वॉक-इन शावर के लिए लंबा चैनल',
  'Wall pipe and flange included': 'वॉल पाइप और फ़्लैंज साथ में',
  'Keeps drain odours out of the bathroom': 'नाली की बदबू बाथरूम में नहीं आने देता',
  'Unscrews by hand for cleaning': 'सफ़ाई के लिए हाथ से खुल जाता है',
  'Round wall plate and handle trim': 'गोल वॉल प्लेट और हैंडल ट्रिम',
  'Concealed quarter-turn stop valve': 'कंसील्ड क्वार्टर-टर्न स्टॉप वाल्व',
  'Depth-adjustable extension': 'गहराई के हिसाब से एडजस्ट होने वाला एक्सटेंशन',
  'Stream, spray and pause settings': 'स्ट्रीम, स्प्रे और पॉज़ सेटिंग',
  'Pull-down spray head on a braided hose': 'ब्रेडेड होज़ पर पुल-डाउन स्प्रे हेड',
  'High-arc spout leaves room for large pots': 'ऊँचा घुमावदार स्पाउट, बड़े बर्तनों के लिए जगह',
  'Deck plate included for three-hole sinks': 'तीन छेद वाले सिंक के लिए डेक प्लेट साथ में',
  'Swivel spout for double-bowl sinks': 'डबल-बाउल सिंक के लिए घूमने वाला स्पाउट',
  'Installs in one hole on the sink or counter': 'सिंक या काउंटर पर एक छेद में लगता है',
  'Single-lever control': 'एक लीवर का कंट्रोल',
  'Long swivel spout': 'लंबा घूमने वाला स्पाउट',
  'Wall-mounted mixer keeps the counter clear': 'दीवार पर लगा मिक्सर, काउंटर खाली रहता है',
  'Adjustable wall centres': 'दीवार के इनलेट की दूरी एडजस्ट होती है',
  'Cold water only': 'सिर्फ़ ठंडा पानी',
  'Compact faucet for a second sink or bar': 'दूसरे सिंक या बार के लिए छोटा नल',
  'Small footprint': 'कम जगह घेरता है',
  'Pull-down spray': 'पुल-डाउन स्प्रे',
  'Quarter-turn lever': 'क्वार्टर-टर्न लीवर',
  'Connects to most under-sink RO purifiers': 'सिंक के नीचे लगे ज़्यादातर RO प्यूरीफ़ायर से जुड़ता है',
  'Dedicated faucet for purified water': 'साफ़ किए पानी के लिए अलग नल',
  'Fills large pots on the hob': 'चूल्हे पर रखे बड़े बर्तन वहीं भरें',
  'Two shut-off valves, one at each joint': 'दो शट-ऑफ़ वाल्व, हर जोड़ पर एक',
  'Folds flat against the wall': 'मोड़कर दीवार से सटा दें',
  'Splash-free ring of jets': 'बिना छींटों वाली जेट की रिंग',
  'Rinses glasses and bottles when pressed': 'दबाते ही गिलास और बोतलें धो देता है',
  'Mounts in a spare sink hole': 'सिंक के खाली छेद में लगता है',
  'Finished to match the faucet': 'फ़िनिश नल से मेल खाती है',
  'Large 400 ml bottle': '400 ml की बड़ी बोतल',
  'Refills from above the counter': 'काउंटर के ऊपर से ही भरें',
  'Wall holder in the collection finish': 'कलेक्शन की फ़िनिश में वॉल होल्डर',
  'Holder in the collection finish': 'कलेक्शन की फ़िनिश में होल्डर',
};
