// The Hindi of the seed's videos, catalogues, events and banners, by the key a translation names them with. Written
// for this project. Product, collection and technology names (Touch2O, Nuvola, CHOICE DWAY…) stay as they are.
import type { TranslationRecord } from '@fittings/catalog-core/catalogue-format';

import EVENTS from './events.json';

type Fields = TranslationRecord['fields'];

/** Video categories, by slug. */
export const VIDEO_CATEGORIES_HI: Readonly<Record<string, Fields>> = {
  technologies: {
    name: 'टेक्नोलॉजी',
    description: 'हमारे नलों और शावर के अंदर की टेक्नोलॉजी पर छोटी फ़िल्में।',
  },
  installation: {
    name: 'इंस्टॉलेशन',
    description: 'प्लंबर और घर के मालिकों के लिए क़दम-दर-क़दम इंस्टॉलेशन गाइड।',
  },
  collections: { name: 'कलेक्शन', description: 'हमारे कलेक्शन के पीछे की डिज़ाइन कहानियाँ।' },
  'care-and-cleaning': {
    name: 'देखभाल और सफ़ाई',
    description: 'फ़िनिश और स्प्रे को नए जैसा दिखाने और चलाने के तरीक़े।',
  },
};

/** Videos, by id. */
export const VIDEOS_HI: Readonly<Record<string, Fields>> = {
  'touch2o-explained': {
    title: 'Touch2O: बस एक स्पर्श काफ़ी है',
    description: 'हाथ भरे हों तो स्पाउट या हैंडल पर हल्का-सा छूने से पानी कैसे चालू और बंद होता है।',
  },
  'touch2o-xt-explained': {
    title: 'Touch2O.xt: हाथ पास, पानी चालू',
    description: 'वह सेंसिंग दायरा देखें जो हाथ बेसिन मिक्सर के पास आते ही पानी चालू कर देता है।',
  },
  'diamond-seal-explained': {
    title: 'DIAMOND Seal के अंदर',
    description: 'डायमंड-कोटेड वाल्व के अंदर की झलक, और यह नल को सालों तक टपकने से कैसे बचाता है।',
  },
  'magnatite-docking-explained': {
    title: 'MagnaTite Docking काम करते हुए',
    description: 'वह मैग्नेट जो हर इस्तेमाल के बाद स्प्रे हेड को वापस खींच लेता है, और यह कभी लटकता क्यों नहीं।',
  },
  'h2okinetic-explained': {
    title: 'H2Okinetic की लहर',
    description: 'बड़ी बूँदों की लहर कम पानी में भी ज़्यादा पानी जैसा एहसास कैसे देती है।',
  },
  'tempassure-explained': {
    title: 'TempAssure, तापमान एक-सा',
    description: 'थर्मोस्टैटिक वाल्व, जो किसी के फ़्लश चलाने पर भी आपका तापमान बनाए रखता है।',
  },
  'in2ition-explained': {
    title: 'In2ition: एक में दो शावर',
    description: 'ओवरहेड और हैंड शावर, अलग-अलग या साथ में।',
  },
  'shieldspray-explained': {
    title: 'ShieldSpray से छींटे बंद',
    description: 'पानी की ढाल के अंदर तेज़ धार, जो छींटे सिंक में ही रखती है।',
  },
  'lumicoat-explained': {
    title: 'Lumicoat और पानी के दाग़',
    description: 'Lumicoat फ़िनिश पर पानी बूँद बनकर क्यों बह जाता है, और इसे कैसे साफ़ करें।',
  },
  'touch-clean-explained': {
    title: 'Touch-Clean से खारे पानी की परत रगड़कर हटाएँ',
    description: 'लचीले नोज़ल, जो उँगली फेरते ही खारे पानी की जमी परत हटा देते हैं।',
  },
  'glass-rinser-explained': {
    title: 'पल भर में गिलास धोएँ',
    description: 'सिंक पर लगा ग्लास रिंसर, गिलास और बोतलें धोते हुए।',
  },
  'multichoice-explained': {
    title: 'एक वाल्व, कई लुक',
    description: 'MultiChoice यूनिवर्सल वाल्व से टाइलें तोड़े बिना ट्रिम कैसे बदलें।',
  },
  'led-pendant-explained': {
    title: 'तापमान दिखाने वाली रोशनी',
    description: 'स्प्रे हेड की LED रिंग, जो नीली या लाल चमकती है और पानी से ही बिजली लेती है।',
  },
  'installing-a-basin-mixer': {
    title: 'एक छेद वाला बेसिन मिक्सर लगाना',
    description: 'क़दम-दर-क़दम: मिक्सर फ़िक्स करना, होज़ जोड़ना और पॉप-अप वेस्ट लगाना।',
  },
  'installing-a-wall-mount-trim': {
    title: 'दीवार वाले बेसिन मिक्सर का ट्रिम लगाना',
    description: 'छिपे रफ़ वाल्व से तैयार ट्रिम तक, प्लास्टर गार्ड लगे रहते हुए।',
  },
  'installing-a-hand-shower': {
    title: 'हैंड शावर, होज़ और वॉल एल्बो लगाना',
    description: 'होज़, वॉल एल्बो और स्लाइड बार जोड़ना।',
  },
  'installing-a-pull-down': {
    title: 'पुल-डाउन किचन नल लगाना',
    description: 'नल लगाना, सप्लाई होज़ जोड़ना और काउंटरवेट सेट करना।',
  },
  'installing-a-health-faucet': {
    title: 'हेल्थ फ़ॉसेट लगाना',
    description: 'होल्डर फ़िक्स करना, होज़ को एंगल वाल्व से जोड़ना और लीकेज जाँचना।',
  },
  'installing-a-concealed-cistern': {
    title: 'कंसील्ड सिस्टर्न लगाना',
    description: 'फ़्रेम बनाना, फ़िक्स करना, कनेक्शन जोड़ना और डुअल-फ़्लश कवर प्लेट लगाना।',
  },
  'installing-a-shower-column': {
    title: 'पहले से लगे आउटलेट पर शावर कॉलम लगाना',
    description: 'दीवार में पहले से मौजूद आउटलेट पर शावर कॉलम, बिना दीवार काटे।',
  },
  'pivotal-film': {
    title: 'Pivotal: घूमती हुई रेखा',
    description: 'Pivotal कलेक्शन की डिज़ाइन कहानी।',
  },
  'trinsic-film': {
    title: 'Trinsic: कम, पर बेहतर',
    description: 'Trinsic नल को उसकी ज़रूरी लाइनों तक कैसे समेटता है।',
  },
  'stryke-film': {
    title: 'शहर के घर में Stryke',
    description: 'शहर के तीन अपार्टमेंट में Stryke।',
  },
  'nuvola-film': {
    title: 'पेश है Nuvola',
    description: 'हमारा सबसे नया बाथरूम कलेक्शन, बादल जैसा नरम।',
  },
  'zura-film': {
    title: 'Zura: नरम ज्यामिति',
    description: 'मैट ब्लैक और शैम्पेन ब्रॉन्ज़ में Zura।',
  },
  'broderick-film': {
    title: 'Broderick: विरासत, सलीके से',
    description: 'क्लासिक बाथरूम के लिए विरासत की बारीकियाँ।',
  },
  'caring-for-lumicoat': {
    title: 'Lumicoat फ़िनिश की देखभाल',
    description: 'मुलायम कपड़ा, हल्का साबुन, कुछ भी खुरदुरा नहीं: Lumicoat फ़िनिश को नया जैसा रखें।',
  },
  'descaling-showerheads': {
    title: 'बिना औज़ार के शावरहेड से खारे पानी की परत हटाना',
    description: 'खारे पानी वाले शहरों में भी धार तेज़ बनाए रखें।',
  },
  'cleaning-brilliance-finishes': {
    title: 'Brilliance फ़िनिश की सफ़ाई',
    description: 'रंगीन फ़िनिश पर क्या इस्तेमाल करें, और क्या कभी नहीं।',
  },
};

/** Catalogue categories, by slug. */
export const CATALOG_CATEGORIES_HI: Readonly<Record<string, Fields>> = {
  'product-catalogues': {
    name: 'प्रोडक्ट कैटलॉग',
    description: 'पूरी रेंज, हर हिस्से के हिसाब से, मॉडल, फ़िनिश और ख़ास नाप के साथ।',
  },
  'collection-brochures': {
    name: 'कलेक्शन ब्रोशर',
    description: 'हर कलेक्शन का एक ब्रोशर, उसके हर प्रोडक्ट और फ़िनिश के साथ।',
  },
  'technical-guides': {
    name: 'टेक्निकल गाइड',
    description: 'आर्किटेक्ट, प्लंबर और कॉन्ट्रैक्टर के लिए प्लानिंग और इंस्टॉलेशन गाइड।',
  },
};

/** Catalogues, by `category/slug`; a brochure's title is its collection's name and the word for brochure. */
export const CATALOGS_HI: Readonly<Record<string, Fields>> = {
  'product-catalogues/bathroom-catalogue-2026': {
    title: 'बाथरूम कैटलॉग 2026',
    description: '2026 की रेंज का हर बेसिन मिक्सर, शावर, बाथ फ़िटिंग और एक्सेसरी।',
  },
  'product-catalogues/kitchen-catalogue-2026': {
    title: 'किचन कैटलॉग 2026',
    description: '2026 की रेंज के किचन सिंक मिक्सर, ख़ास नल और एक्सेसरीज़।',
  },
  'product-catalogues/fittings-and-allied-2026': {
    title: 'फ़िटिंग्स और अन्य 2026',
    description: 'सिस्टर्न, हेल्थ फ़ॉसेट, वाल्व, नल, ड्रेन और ट्रैप।',
  },
  'technical-guides/showering-systems-guide': {
    title: 'शावरिंग सिस्टम प्लानिंग गाइड',
    description: 'वाल्व, ट्रिम, हेड और स्प्रे: पूरे शावर की प्लानिंग।',
  },
  'technical-guides/kitchen-speciality-guide': {
    title: 'किचन के ख़ास नलों की गाइड',
    description: 'फ़िल्टर किया पानी, पॉट फ़िलर और ग्लास रिंसर: कहाँ लगते हैं और कैसे जुड़ते हैं।',
  },
};
/** What every collection brochure says; its title is made from the collection's name. */
export const BROCHURE_HI: Fields = {
  description: 'कलेक्शन का हर प्रोडक्ट, हर फ़िनिश में।',
};

/** Events, by slug (data in events.json). City names are said as Hindi writes them; the venue keeps its own name. */
export const EVENTS_HI: Readonly<Record<string, Fields>> = EVENTS;

/** Banners, by id. */
export const BANNERS_HI: Readonly<Record<string, Fields>> = {
  'boa-hero-kitchen': {
    title: 'हमारे किचन नल ऑनलाइन ख़रीदें',
    subtitle: 'MagnaTite Docking वाले पुल-डाउन नल, आपके दरवाज़े तक।',
  },
  'boa-hero-bathroom': {
    title: 'बाथरूम की पसंदीदा चीज़ें, ऑनलाइन',
    subtitle: 'हमारे सबसे पसंद किए गए कलेक्शन के बेसिन मिक्सर और शावर।',
  },
  'boa-showers': {
    title: 'कम पानी वाले शावर',
    subtitle: 'H2Okinetic शावरहेड और हैंड शावर।',
  },
  'boa-video-touch2o': {
    title: 'Touch2O: बस एक स्पर्श काफ़ी है',
    subtitle: 'देखें, टच नल से खाना बनाना कैसे बदल जाता है।',
  },
  'boa-video-magnatite': {
    title: 'MagnaTite Docking',
    subtitle: 'स्प्रे हेड, जो हमेशा अपनी जगह लौट आता है।',
  },
  'home-nuvola': {
    title: 'पेश है Nuvola',
    subtitle: 'हमारा सबसे नया बाथरूम कलेक्शन, बादल जैसा नरम।',
  },
  'home-choice-dway': {
    title: 'CHOICE DWAY',
    subtitle: 'एक सुंदर स्पाउट से फ़िल्टर किया और आम पानी।',
  },
  'home-trinsic': {
    title: 'Trinsic, बेसिन से सिंक तक',
    subtitle: 'पूरे घर में एक मिनिमल लुक।',
  },
  'bathroom-stryke': { title: 'Stryke', subtitle: 'मॉडर्न बाथरूम के लिए आर्किटेक्चरल लाइनें।' },
  'kitchen-magnaspin': {
    title: 'MagnaSpin',
    subtitle: 'घुमाएँ, खींचें, स्प्रे करें: स्पाउट आपके साथ चलता है।',
  },
  'waterwise-hero': {
    title: 'WaterWise',
    subtitle: 'ऐसी फ़िटिंग जो कम पानी इस्तेमाल करती हैं, फिर भी भरपूर लगती हैं।',
  },
};
