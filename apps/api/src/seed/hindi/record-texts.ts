// The Hindi of the seed's menus, technologies and innovations, by the key a translation names them with. Written
// for this project. Trademarked technology names (DIAMOND Seal, Touch2O…) stay as they are; the plain names of
// special features are said in Hindi. A text left out here is served in English.
import type { TranslationRecord } from '../../catalogue/format';

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

/** Technologies and special features, by slug: the one-line summary, and the name where it is not a trademark. */
export const TECHNOLOGIES_HI: Readonly<Record<string, Fields>> = {
  lumicoat: { summary: 'ऐसी फ़िनिश जिस पर पानी के दाग़ नहीं टिकते और जो पोंछते ही साफ़ हो जाती है।' },
  touch2o: { summary: 'स्पाउट या हैंडल पर कहीं भी छुएँ, पानी चालू या बंद।' },
  'touch2o-xt': { summary: 'हाथ पास लाते ही पानी चालू, हटाते ही बंद।' },
  'diamond-seal': { summary: 'डायमंड-कोटेड वाल्व, दोगुना चलने के लिए बना।' },
  'magnatite-docking': { summary: 'मज़बूत मैग्नेट स्प्रे हेड को वापस अपनी जगह खींच लेता है।' },
  h2okinetic: { summary: 'लहर जैसी धार, जो कम पानी में भी ज़्यादा पानी का एहसास देती है।' },
  tempassure: { summary: 'प्रेशर बदलने पर भी आपका चुना तापमान एक-सा रखता है।' },
  'touch-clean': { summary: 'रबर के नरम नोज़ल, जिनसे खारे पानी की परत उँगली से रगड़ते ही निकल जाती है।' },
  multichoice: { summary: 'दीवार के पीछे एक वाल्व, आगे कई तरह के ट्रिम।' },
  in2ition: { summary: 'शावरहेड और हैंड शावर, जो अलग-अलग या साथ में चलते हैं।' },
  hydrachoice: { summary: 'बॉडी स्प्रे, जो किसी भी शावर में चुनी हुई जगह पर मसाज जोड़ते हैं।' },
  shieldspray: { summary: 'पानी की ढाल से घिरी तेज़ धार, जो छींटे बाहर नहीं आने देती।' },
  'brilliance-finishes': { summary: 'ऐसी फ़िनिश जिसमें जंग, कालापन या रंग उड़ने की गारंटी नहीं।' },
  'pro-clean': { summary: 'ऐसी सतहें जो एक बार पोंछने में साफ़ हो जाएँ।' },
  'glass-rinser': {
    name: 'ग्लास रिंसर',
    summary: 'गिलास, बोतल और बच्चों की दूध की बोतल पल भर में धोएँ।',
  },
  'led-pendant': {
    name: 'LED पेंडेंट लाइट',
    summary: 'स्प्रे हेड में रोशनी की रिंग, जो पानी का तापमान दिखाती है।',
  },
  'custom-showering': {
    name: 'कस्टम शावरिंग',
    summary: 'ऐसे हेड, स्प्रे और वाल्व से शावर बनाएँ जो साथ मिलकर काम करें।',
  },
  waterplus: { summary: 'अलग नल से फ़िल्टर किया हुआ पीने का पानी।' },
  'water-sense': { summary: 'परफ़ॉर्मेंस कम किए बिना कम से कम पाँचवाँ हिस्सा पानी कम इस्तेमाल करता है।' },
  'swivel-spout': {
    name: '360° घूमने वाला स्पाउट',
    summary: 'स्पाउट पूरा गोल घूमता है, ताकि सिंक के हर हिस्से तक पहुँचे।',
  },
  'pull-down-wand': {
    name: 'पुल-डाउन स्प्रे वैंड',
    summary: 'ब्रेडेड होज़ पर स्प्रे हेड, जो हर कोने तक पहुँचता है।',
  },
  'ceramic-cartridge': {
    name: 'सिरेमिक डिस्क कार्ट्रिज',
    summary: 'सख़्त सिरेमिक डिस्क, बिना टपके आसान कंट्रोल के लिए।',
  },
  'quick-connect': {
    name: 'क्विक-कनेक्ट इंस्टॉलेशन',
    summary: 'पुश-फ़िट होज़, जो बिना औज़ार के लग जाते हैं।',
  },
  'anti-scald': {
    name: 'जलने से बचाव',
    summary: 'लिमिट स्टॉप पानी को सुरक्षित तापमान से ऊपर नहीं जाने देता।',
  },
  'metal-pop-up': {
    name: 'मेटल पॉप-अप वेस्ट',
    summary: 'ठोस मेटल का पॉप-अप वेस्ट डिब्बे में ही साथ आता है।',
  },
  'multi-function-spray': {
    name: 'मल्टी-फ़ंक्शन स्प्रे',
    summary: 'स्प्रे फ़ेस घुमाकर कई तरह की धार चुनें।',
  },
  'flow-restrictor': {
    name: 'निकलने वाला फ़्लो रेस्ट्रिक्टर',
    summary: 'कम या ज़्यादा प्रेशर के हिसाब से धार सेट करें।',
  },
  'concealed-fixings': {
    name: 'छिपी हुई फ़िक्सिंग',
    summary: 'लगाने के बाद कोई स्क्रू दिखाई नहीं देता।',
  },
  'brass-construction': {
    name: 'ठोस पीतल की बनावट',
    summary: 'लेड-फ़्री पीतल की बॉडी, भारतीय पानी के हिसाब से बनी।',
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
