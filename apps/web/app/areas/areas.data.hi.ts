// The words of the bathroom and kitchen landing pages in Hindi, written for this project: the same keys, innovation
// slugs and links as areas.data.ts.
import type { ProductArea } from '@fittings/catalog-core';
import type { Localized } from '../kit/localized';
import { areaCopy, type AreaCopy, type areaBands } from './areas.data';

export const areaCopyHi: Record<ProductArea, AreaCopy> = {
  bathroom: {
    title: 'बाथरूम',
    eyebrow: 'नल, शावर, एक्सेसरीज़ और फ़िटिंग',
    description:
      'भारतीय बाथरूम के लिए बेसिन नल, शावर, बाथ फ़िटिंग, एक्सेसरीज़ और अलाइड फ़िटिंग, मेल खाते कलेक्शन और टिकाऊ फ़िनिश में।',
    intro:
      'वह कमरा जहाँ हर दिन शुरू होता है और ख़त्म भी। एक कलेक्शन चुनिए, उसका लुक बेसिन से शावर और टॉवल रिंग तक ले जाइए, और बाक़ी काम अंदर की इंजीनियरिंग पर छोड़ दीजिए।',
    innovations: areaCopy.bathroom.innovations,
    categoriesTitle: 'कैटेगरी के हिसाब से देखें',
    collectionsTitle: 'कलेक्शन',
    collectionsText: 'बेसिन से शावर तक, एक ही डिज़ाइन का विचार।',
    innovationsTitle: 'हमारी बाथरूम फ़िटिंग के अंदर',
    newTitle: 'बाथरूम के लिए नया',
    shopAll: 'बाथरूम के सभी प्रोडक्ट',
  },
  kitchen: {
    title: 'किचन',
    eyebrow: 'किचन नल और स्पेशलिटी नल',
    description:
      'पुल-डाउन और डेक-माउंट किचन नल, फ़िल्टर किए पानी, बार और पॉट-फ़िलर नल, और एक्सेसरीज़, भारतीय रसोई के तौर-तरीक़ों के लिए बने।',
    intro:
      'किचन का नल घर की किसी भी चीज़ से ज़्यादा मेहनत करता है। हमारे नल खिंचकर नीचे आते हैं, अपने आप वापस जगह पर बैठ जाते हैं, एक छुअन पर चलते हैं और हर खाने के साथ छींटे सिंक के अंदर ही रखते हैं।',
    innovations: areaCopy.kitchen.innovations,
    categoriesTitle: 'कैटेगरी के हिसाब से देखें',
    collectionsTitle: 'किचन कलेक्शन',
    collectionsText: 'आपस में मेल खाने के लिए डिज़ाइन किए गए नल और एक्सेसरीज़।',
    innovationsTitle: 'हमारे किचन नल के अंदर',
    newTitle: 'किचन के लिए नया',
    shopAll: 'किचन के सभी प्रोडक्ट',
  },
};

export const areaBandsHi: Localized<typeof areaBands> = {
  waterwise: {
    title: 'पानी कम, बहाव उतना ही भरपूर',
    text: 'देखिए कि WaterWise फ़िटिंग से आपके घर में साल भर में कितनी बचत होगी।',
    cta: 'अपनी बचत का हिसाब लगाएँ',
    href: '/waterwise#calculator',
  },
  dealers: {
    title: 'फ़िनिश को दिन की रोशनी में देखिए',
    text: 'चुनने से पहले अपने पास के डीलर या एक्सपीरियंस सेंटर जाइए।',
    cta: 'डीलर ढूँढें',
    href: '/where-to-buy',
  },
};
