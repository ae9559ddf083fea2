// The Hindi of the seed's menus, technologies and innovations, by the key a translation names them with. Written
// for this project. Trademarked technology names (DIAMOND Seal, Touch2O…) stay as they are; the plain names of
// special features are said in Hindi. A text left out here is served in English.
import type { TranslationRecord } from '@fittings/catalog-core/catalogue-format';

type Fields = TranslationRecord['fields'];

/** Menu categories, by `area/slug`. */
export const CATEGORIES_HI: Readonly<Record<string, Fields>> = {
  'bathroom/lav-faucets': {
    title: 'बेसिन नल',
    description:
      'हर काउंटर और दीवार के लिए बेसिन मिक्सर: मीडियम ऊँचाई के कॉम्पैक्ट मिक्सर, वेसल बेसिन के लिए ऊँचे मिक्सर, दीवार वाले स्पाउट और तीन छेद वाले वाइडस्प्रेड सेट।',
  },
  'bathroom/showering': {
    title: 'शावर',
    description:
      'ओवरहेड शावर, हैंड शावर, बॉडी स्प्रे, और उन्हें सही जगह लगाने वाले आर्म, कॉलम, स्लाइड बार और एल्बो।',
  },
  'bathroom/bathing': {
    title: 'बाथटब और शावर',
    description:
      'शावर और बाथ मिक्सर ट्रिम, फ़र्श पर खड़े बाथ फ़िलर, बाथ स्पाउट और उनके पीछे लगने वाले कंसील्ड वाल्व।',
  },
  'bathroom/accessories': {
    title: 'एक्सेसरीज़',
    description: 'टॉवेल बार और शेल्फ़, रिंग, हुक, होल्डर और सोप डिश, आपके नलों की फ़िनिश से मेल खाते।',
  },
  'bathroom/fittings-and-allied': {
    title: 'फ़िटिंग्स और अन्य',
    description:
      'हर भारतीय बाथरूम की ज़रूरत: कंसील्ड सिस्टर्न और फ़्लश प्लेट, हेल्थ फ़ॉसेट, एंगल वाल्व, बिब टैप, ड्रेन और ट्रैप।',
  },
  'kitchen/kitchen-faucets': {
    title: 'किचन नल',
    description: 'पुल-डाउन और सिंक पर लगने वाले मिक्सर, दीवार वाले मिक्सर और किचन सिंक के लिए ठंडे पानी के नल।',
  },
  'kitchen/speciality-faucets': {
    title: 'ख़ास नल',
    description:
      'बार और प्रेप नल, फ़िल्टर किए पानी के नल, पॉट फ़िलर और ग्लास रिंसर, आपके खाना पकाने के तरीक़े के लिए।',
  },
  'kitchen/accessories': {
    title: 'एक्सेसरीज़',
    description: 'सोप और लोशन डिस्पेंसर, जो उसी फ़िनिश में आपके किचन नल के पास लगते हैं।',
  },
};

/** Menu items, by `area/category/value`. */
export const CATEGORY_ITEMS_HI: Readonly<Record<string, string>> = {
  'bathroom/lav-faucets/regular-mid-height': 'रेगुलर / मीडियम ऊँचाई',
  'bathroom/lav-faucets/tall': 'ऊँचे',
  'bathroom/lav-faucets/wall-mount-trims': 'दीवार वाले ट्रिम',
  'bathroom/lav-faucets/wall-mount-roughs': 'दीवार वाले रफ़',
  'bathroom/lav-faucets/widespread': 'वाइडस्प्रेड',
  'bathroom/showering/showerheads': 'शावरहेड',
  'bathroom/showering/shower-filters': 'शावर फ़िल्टर',
  'bathroom/showering/handshowers': 'हैंड शावर',
  'bathroom/showering/body-sprays': 'बॉडी स्प्रे',
  'bathroom/showering/2-in-1-shower': '2-इन-1 शावर',
  'bathroom/showering/shower-arms': 'शावर आर्म',
  'bathroom/showering/shower-columns': 'शावर कॉलम',
  'bathroom/showering/slide-bars': 'स्लाइड बार',
  'bathroom/showering/wall-elbows': 'वॉल एल्बो',
  'bathroom/bathing/trims': 'ट्रिम',
  'bathroom/bathing/tub-filler': 'टब फ़िलर',
  'bathroom/bathing/tub-spouts': 'टब स्पाउट',
  'bathroom/bathing/roughs': 'रफ़ वाल्व',
  'bathroom/accessories/towel-bars-shelves': 'टॉवेल बार और शेल्फ़',
  'bathroom/accessories/towel-rings': 'टॉवेल रिंग',
  'bathroom/accessories/robe-hooks': 'रोब हुक',
  'bathroom/accessories/tissue-holders': 'टिशू होल्डर',
  'bathroom/accessories/soap-dish': 'सोप डिश',
  'bathroom/accessories/tumbler-holders': 'टम्बलर होल्डर',
  'bathroom/fittings-and-allied/concealed-cistern-and-cover-plates': 'कंसील्ड सिस्टर्न और कवर प्लेट',
  'bathroom/fittings-and-allied/health-faucets': 'हेल्थ फ़ॉसेट',
  'bathroom/fittings-and-allied/angle-valves': 'एंगल वाल्व',
  'bathroom/fittings-and-allied/bib-taps': 'बिब टैप',
  'bathroom/fittings-and-allied/floor-drain': 'फ़्लोर ड्रेन',
  'bathroom/fittings-and-allied/grid-drain': 'ग्रिड ड्रेन',
  'bathroom/fittings-and-allied/bottle-trap': 'बॉटल ट्रैप',
  'bathroom/fittings-and-allied/concealed-stop-valve-&-trims': 'कंसील्ड स्टॉप वाल्व और ट्रिम',
  'kitchen/kitchen-faucets/pull-down': 'पुल-डाउन',
  'kitchen/kitchen-faucets/deck-mount': 'सिंक पर लगने वाले',
  'kitchen/kitchen-faucets/wall-mount-mixers': 'दीवार वाले मिक्सर',
  'kitchen/kitchen-faucets/wall-mount-cold-only': 'दीवार वाले, सिर्फ़ ठंडा पानी',
  'kitchen/speciality-faucets/bar-prep': 'बार / प्रेप',
  'kitchen/speciality-faucets/beverage-ro': 'पीने का पानी / RO',
  'kitchen/speciality-faucets/pot-fillers': 'पॉट फ़िलर',
  'kitchen/speciality-faucets/glass-rinser': 'ग्लास रिंसर',
  'kitchen/accessories/soap-dispensers': 'सोप डिस्पेंसर',
};

/** Technologies and special features, by slug: the one-line summary, the long description, and the name where it is not a trademark. */
export const TECHNOLOGIES_HI: Readonly<Record<string, Fields>> = {
  lumicoat: {
    summary: 'ऐसी फ़िनिश जिस पर पानी के दाग़ नहीं टिकते और जो पोंछते ही साफ़ हो जाती है।',
    description:
      'Lumicoat फ़िनिश के ऊपर जुड़ी एक पतली, टिकाऊ परत है। पानी सूखकर दाग़ छोड़ने के बजाय बूँदें बनकर बह जाता है, इसलिए खारे पानी की परत और साबुन के निशान बिना तेज़ क्लीनर के, मुलायम कपड़े से ही साफ़ हो जाते हैं।',
  },
  touch2o: {
    summary: 'स्पाउट या हैंडल पर कहीं भी छुएँ, पानी चालू या बंद।',
    description:
      'Touch2O स्पाउट या हैंडल पर कहीं भी हाथ या कलाई का हल्का-सा स्पर्श पहचानकर पानी चालू या बंद करता है। हाथ भरे हों या गंदे, हैंडल पकड़ने की ज़रूरत नहीं, और सावधानी के लिए नल कुछ मिनट बाद ख़ुद बंद हो जाता है।',
  },
  'touch2o-xt': {
    summary: 'हाथ पास लाते ही पानी चालू, हटाते ही बंद।',
    description:
      'Touch2O.xt नल के आसपास एक सेंसिंग दायरा बनाता है: हाथ कुछ सेंटीमीटर पास लाएँ तो पानी चालू, हटाएँ तो बंद। हाथों पर साबुन लगाते समय पानी बचता है, और एक छोटी लाइट आपका चुना तापमान दिखाती है।',
  },
  'diamond-seal': {
    summary: 'डायमंड-कोटेड वाल्व, दोगुना चलने के लिए बना।',
    description:
      'DIAMOND Seal वाल्व के बीच में डायमंड-कोटेड सिरेमिक डिस्क लगाता है। घिसने वाले पुर्ज़े कम हैं और पानी का रास्ता मेटल से दूर रहता है, इसलिए रोज़ के इस्तेमाल में सालों तक नल न टपकता है, न अटकता है।',
  },
  'magnatite-docking': {
    summary: 'मज़बूत मैग्नेट स्प्रे हेड को वापस अपनी जगह खींच लेता है।',
    description:
      'MagnaTite Docking स्पाउट के अंदर एक ताक़तवर मैग्नेट छिपाता है। हर इस्तेमाल के बाद स्प्रे हेड खट से वापस अपनी जगह लग जाता है और वहीं टिका रहता है, समय के साथ न लटकता है, न ढीला होकर झूलता है।',
  },
  h2okinetic: {
    summary: 'लहर जैसी धार, जो कम पानी में भी ज़्यादा पानी का एहसास देती है।',
    description:
      'H2Okinetic पानी को बड़ी बूँदों की चलती लहर का रूप देता है। धार गर्म रहती है और शरीर के ज़्यादा हिस्से पर पड़ती है, इसलिए आम शावरहेड से कम पानी में भी भरपूर शावर का एहसास होता है।',
  },
  tempassure: {
    summary: 'प्रेशर बदलने पर भी आपका चुना तापमान एक-सा रखता है।',
    description:
      'TempAssure मिले हुए पानी का तापमान पहचानकर पल भर में उसे ठीक कर देता है, इसलिए घर में कहीं और फ़्लश चलने पर भी आपका शावर अचानक ठंडा या बहुत गर्म नहीं होता। एक बार सेट करें, तापमान वैसा ही बना रहता है।',
  },
  'touch-clean': {
    summary: 'रबर के नरम नोज़ल, जिनसे खारे पानी की परत उँगली से रगड़ते ही निकल जाती है।',
    description:
      'Touch-Clean नोज़ल लचीले रबर के बने हैं। स्प्रे फ़ेस पर उँगली फेरें और खारे पानी की जमी परत झड़ जाती है, जिससे बिना भिगोए या डीस्केल किए धार तेज़ बनी रहती है।',
  },
  multichoice: {
    summary: 'दीवार के पीछे एक वाल्व, आगे कई तरह के ट्रिम।',
    description:
      'MultiChoice यूनिवर्सल वाल्व दीवार के पीछे एक बार लगता है। बाद में लुक बदलना हो तो बस आगे का ट्रिम बदलें, टाइलें तोड़े बिना, चाहे नया कलेक्शन लेना हो या थर्मोस्टैटिक कंट्रोल।',
  },
  in2ition: {
    summary: 'शावरहेड और हैंड शावर, जो अलग-अलग या साथ में चलते हैं।',
    description:
      'In2ition एक ही यूनिट में ओवरहेड शावर और अलग होने वाला हैंड शावर जोड़ता है। दोनों में से कोई एक चलाएँ या भरपूर धार के लिए दोनों साथ, और बाल, बच्चों या शावर की दीवारें धोने के लिए हैंड शावर उठा लें।',
  },
  hydrachoice: {
    summary: 'बॉडी स्प्रे, जो किसी भी शावर में चुनी हुई जगह पर मसाज जोड़ते हैं।',
    description:
      'HydraChoice बॉडी स्प्रे शावर की दीवार में लगते हैं और उनकी घुमाई जा सकने वाली धार कंधों, पीठ या पैरों पर पड़ती है। एक ही वाल्व से कई स्प्रे चलाकर आम शावर को मसाज शावर बनाया जा सकता है।',
  },
  shieldspray: {
    summary: 'पानी की ढाल से घिरी तेज़ धार, जो छींटे बाहर नहीं आने देती।',
    description:
      'ShieldSpray तेज़ केंद्रित धार को पानी की गोल ढाल से घेर देता है। बर्तन पर चिपका खाना छूट जाता है, पर छींटे आप पर और काउंटर पर नहीं, सिंक में ही रहते हैं।',
  },
  'brilliance-finishes': {
    summary: 'ऐसी फ़िनिश जिसमें जंग, कालापन या रंग उड़ने की गारंटी नहीं।',
    description:
      'Brilliance फ़िनिश वेपर डिपॉज़िशन तरीक़े से लगाई जाती हैं, जो रंग को मेटल से जोड़ देता है। इन पर खरोंच, जंग और कालापन आसानी से नहीं आता, और सालों की सफ़ाई के बाद भी इनकी चमक बनी रहती है।',
  },
  'pro-clean': {
    summary: 'ऐसी सतहें जो एक बार पोंछने में साफ़ हो जाएँ।',
    description:
      'Pro Clean डिज़ाइन में वे दरारें नहीं होतीं जहाँ मैल जमता है: सील किए जोड़, चिकने मोड़ और ऐसे एरेटर जो सफ़ाई के लिए हाथ से ही खुल जाते हैं।',
  },
  'glass-rinser': {
    name: 'ग्लास रिंसर',
    summary: 'गिलास, बोतल और बच्चों की दूध की बोतल पल भर में धोएँ।',
    description:
      'ग्लास रिंसर सिंक के किनारे पर लगता है। गिलास को उल्टा करके उस पर दबाएँ, और जेट की एक रिंग उसे अंदर से धो देती है, पानी निकलने और सूखने के लिए तैयार, काउंटर पर बिना छींटों के।',
  },
  'led-pendant': {
    name: 'LED पेंडेंट लाइट',
    summary: 'स्प्रे हेड में रोशनी की रिंग, जो पानी का तापमान दिखाती है।',
    description:
      'स्प्रे हेड में लगी छोटी LED रिंग ठंडे पानी पर नीली और गर्म पर लाल चमकती है, और बिजली पानी के बहाव से ही मिलती है। न बैटरी, न वायरिंग, और पानी छूने से पहले तापमान जानने का आसान तरीक़ा।',
  },
  'custom-showering': {
    name: 'कस्टम शावरिंग',
    summary: 'ऐसे हेड, स्प्रे और वाल्व से शावर बनाएँ जो साथ मिलकर काम करें।',
    description:
      'कस्टम शावरिंग से आप ओवरहेड शावर, हैंड शावर और बॉडी स्प्रे को एक ही कंट्रोल सिस्टम पर जोड़ सकते हैं। हर हिस्सा बाक़ी के साथ चलने के नाप से बना है, इसलिए शावर की प्लानिंग भी एक बार होती है और फ़िटिंग भी।',
  },
  waterplus: {
    summary: 'अलग नल से फ़िल्टर किया हुआ पीने का पानी।',
    description:
      'WaterPlus एक अलग नल को सिंक के नीचे लगे प्यूरीफ़ायर से जोड़ता है, ताकि काउंटर पर कोई मशीन रखे बिना फ़िल्टर किया पीने का पानी हमेशा हाथ के पास रहे। साफ़ पानी का रास्ता आम सप्लाई को कभी नहीं छूता।',
  },
  'water-sense': {
    summary: 'परफ़ॉर्मेंस कम किए बिना कम से कम पाँचवाँ हिस्सा पानी कम इस्तेमाल करता है।',
    description:
      'वॉटर-सेंस फ़्लो वाले प्रोडक्ट अपनी तरह की आम फ़िटिंग से कम से कम बीस प्रतिशत कम पानी इस्तेमाल करते हैं, भारतीय घरों में मिलने वाले प्रेशर पर जाँचे हुए, और फिर भी धार संतोषजनक रहती है।',
  },
  'swivel-spout': {
    name: '360° घूमने वाला स्पाउट',
    summary: 'स्पाउट पूरा गोल घूमता है, ताकि सिंक के हर हिस्से तक पहुँचे।',
    description:
      'स्पाउट सील किए बेयरिंग पर पूरा गोल घूमता है, ताकि आप सिंक के एक तरफ़ बर्तन भरें और दूसरी तरफ़ धोएँ, कुछ भी हटाए बिना।',
  },
  'pull-down-wand': {
    name: 'पुल-डाउन स्प्रे वैंड',
    summary: 'ब्रेडेड होज़ पर स्प्रे हेड, जो हर कोने तक पहुँचता है।',
    description:
      'स्प्रे हेड काउंटरवेट वाले ब्रेडेड होज़ पर नीचे खिंचता है, सिंक के हर कोने तक पहुँचता है, और एक बटन से धार और स्प्रे के बीच बदलता है।',
  },
  'ceramic-cartridge': {
    name: 'सिरेमिक डिस्क कार्ट्रिज',
    summary: 'सख़्त सिरेमिक डिस्क, बिना टपके आसान कंट्रोल के लिए।',
    description:
      'दो पॉलिश की हुई सिरेमिक डिस्क एक-दूसरे पर सरककर पानी मिलाती और रोकती हैं। ये रबर वॉशर के मुक़ाबले घिसाव और खारे पानी को कहीं बेहतर झेलती हैं।',
  },
  'quick-connect': {
    name: 'क्विक-कनेक्ट इंस्टॉलेशन',
    summary: 'पुश-फ़िट होज़, जो बिना औज़ार के लग जाते हैं।',
    description:
      'सप्लाई होज़ पुश-फ़िट कनेक्टर से खट से अपनी जगह लग जाते हैं, जिससे फ़िटिंग का समय घटता है और ज़्यादा कसी फ़िटिंग का डर नहीं रहता।',
  },
  'anti-scald': {
    name: 'जलने से बचाव',
    summary: 'लिमिट स्टॉप पानी को सुरक्षित तापमान से ऊपर नहीं जाने देता।',
    description:
      'एडजस्ट होने वाला लिमिट स्टॉप तय करता है कि हैंडल गर्म की तरफ़ कितना घूमे, ताकि बच्चों और बुज़ुर्गों के लिए पानी सुरक्षित तापमान से ऊपर न जाए।',
  },
  'metal-pop-up': {
    name: 'मेटल पॉप-अप वेस्ट',
    summary: 'ठोस मेटल का पॉप-अप वेस्ट डिब्बे में ही साथ आता है।',
    description:
      'ठोस पीतल का पॉप-अप वेस्ट, मेल खाती फ़िनिश में, साथ आता है, ताकि डिब्बा खोलते ही बेसिन पूरा हो।',
  },
  'multi-function-spray': {
    name: 'मल्टी-फ़ंक्शन स्प्रे',
    summary: 'स्प्रे फ़ेस घुमाकर कई तरह की धार चुनें।',
    description:
      'स्प्रे फ़ेस घुमाकर पूरे शरीर वाली धार, मसाज करती रुक-रुक धार और हल्की फुहार के बीच बदलें, हर एक के लिए नोज़ल की अपनी रिंग है।',
  },
  'flow-restrictor': {
    name: 'निकलने वाला फ़्लो रेस्ट्रिक्टर',
    summary: 'कम या ज़्यादा प्रेशर के हिसाब से धार सेट करें।',
    description:
      'निकाला जा सकने वाला रेस्ट्रिक्टर प्लंबर को घर के पानी के प्रेशर के हिसाब से धार सेट करने देता है, छत की टंकी से लेकर प्रेशर वाली सप्लाई तक।',
  },
  'concealed-fixings': {
    name: 'छिपी हुई फ़िक्सिंग',
    summary: 'लगाने के बाद कोई स्क्रू दिखाई नहीं देता।',
    description:
      'एक्सेसरीज़ छिपे हुए माउंटिंग ब्रैकेट पर टँगती हैं और नीचे एक ग्रब स्क्रू से लॉक होती हैं, ताकि सामने सिर्फ़ साफ़ सतहें दिखें।',
  },
  'brass-construction': {
    name: 'ठोस पीतल की बनावट',
    summary: 'लेड-फ़्री पीतल की बॉडी, भारतीय पानी के हिसाब से बनी।',
    description:
      'बॉडी लेड-फ़्री पीतल से ढाली जाती है, जो ज़िंक या प्लास्टिक की बॉडी के मुक़ाबले खारे पानी और प्रेशर के उतार-चढ़ाव को कहीं बेहतर झेलती है।',
  },
};

/** Innovation groups, by slug. */
export const INNOVATIONS_HI: Readonly<Record<string, Fields>> = {
  featured: {
    title: 'ख़ास इनोवेशन',
    description: 'वे आइडिया जिन पर हमें सबसे ज़्यादा गर्व है, टच कंट्रोल से मैग्नेटिक डॉकिंग तक।',
  },
  bath: {
    title: 'बाथरूम इनोवेशन',
    description: 'वाल्व, फ़िनिश और कंट्रोल, जो बाथरूम को रोज़ के इस्तेमाल में आसान बनाते हैं।',
  },
  shower: {
    title: 'शावर इनोवेशन',
    description: 'ऐसे स्प्रे और सिस्टम, जो कम पानी में नहाने को बेहतर बनाते हैं।',
  },
  kitchen: {
    title: 'किचन इनोवेशन',
    description: 'ऐसे नल जो आपके खाना पकाने के तरीक़े से चलें: टच, डॉकिंग, शील्ड स्प्रे और फ़िल्टर किया पानी।',
  },
};
