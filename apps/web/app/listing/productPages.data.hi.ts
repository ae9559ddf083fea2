// The words of the pages about the range as a whole, in Hindi, written for this project: the same keys, paths and
// links as productPages.data.ts. The editors' `purpose` notes and page sizes keep their one home there.
import { brand } from '../brand';
import type { Localized } from '../kit/localized';
import {
  buyOnlineCopy,
  featuresPageCopy,
  focusedProductsCopy,
  productsPageCopy,
  professionalsCopy,
} from './productPages.data';

export const productsPageCopyHi: Localized<typeof productsPageCopy> = {
  path: productsPageCopy.path,
  title: 'सभी प्रोडक्ट',
  eyebrow: 'प्रोडक्ट',
  purpose: productsPageCopy.purpose,
  description: `${brand.name} के सभी नल, शावर, एक्सेसरीज़ और फ़िटिंग, कमरे, कैटेगरी और टाइप के हिसाब से, हर एक में प्रोडक्ट की गिनती के साथ।`,
  intro:
    'पूरी रेंज एक पेज पर। एक कमरा और एक कैटेगरी चुनिए, या सीधे किसी टाइप के प्रोडक्ट पर जाइए; हर लिंक उसकी लिस्टिंग खोलता है, फ़िनिश, स्टाइल और पानी की बचत के फ़िल्टर के साथ।',
  roomsTitle: (room: string) => `${room} के प्रोडक्ट`,
  collectionsTitle: 'किसी लुक से शुरू करना चाहेंगे?',
  collectionsText: 'कलेक्शन के हिसाब से देखिए, और आपका चुना हर प्रोडक्ट मेल खाएगा।',
  moreTitle: 'और रास्ते',
};

export const featuresPageCopyHi: Localized<typeof featuresPageCopy> = {
  path: featuresPageCopy.path,
  title: 'फ़ीचर',
  eyebrow: 'प्रोडक्ट',
  purpose: featuresPageCopy.purpose,
  description:
    'हमारे नल और शावर की टेक्नोलॉजी और ख़ास फ़ीचर, हर एक क्या करता है, और किन प्रोडक्ट में मिलता है।',
  intro:
    'हर प्रोडक्ट पेज पर उसकी टेक्नोलॉजी और ख़ास फ़ीचर लिखे होते हैं। यहाँ वे सब एक साथ हैं: हर एक आपके लिए क्या करता है, और वह कहाँ मिलेगा।',
  technologiesTitle: 'टेक्नोलॉजी',
  technologiesText: 'हमारी अपनी इंजीनियरिंग, हर एक अपने पेज पर समझाई गई।',
  featuresTitle: 'ख़ास फ़ीचर',
  featuresText: 'छोटी बातें जो रोज़ फ़र्क़ लाती हैं, उन प्रोडक्ट के साथ जिनमें ये हैं।',
  productsIn: (count: number) => `${count} प्रोडक्ट में, जैसे:`,
};

export const focusedProductsCopyHi: Localized<typeof focusedProductsCopy> = {
  path: focusedProductsCopy.path,
  title: 'ख़ास प्रोडक्ट',
  eyebrow: 'प्रोडक्ट',
  purpose: focusedProductsCopy.purpose,
  description: `इस सीज़न ${brand.name} के ख़ास प्रोडक्ट: बाथरूम और किचन के लिए नए लॉन्च, और जल्द आने वाले प्रोडक्ट।`,
  intro:
    'इस सीज़न हमारे डिज़ाइनरों को जिन पर सबसे ज़्यादा गर्व है: बाथरूम और किचन के सबसे नए प्रोडक्ट, उनकी हर फ़िनिश में।',
  listLabel: 'ख़ास प्रोडक्ट',
  pageSize: focusedProductsCopy.pageSize,
};

export const professionalsCopyHi: Localized<typeof professionalsCopy> = {
  path: professionalsCopy.path,
  title: 'प्रोफ़ेशनल्स के लिए',
  eyebrow: 'ग्राहक सेवा',
  purpose: professionalsCopy.purpose,
  description:
    'आर्किटेक्ट, इंटीरियर डिज़ाइनर, बिल्डर और प्लंबर के लिए तकनीकी गाइड, कैटलॉग, स्पेसिफ़िकेशन शीट और इंस्टॉलेशन गाइड।',
  intro:
    'हमारी फ़िटिंग को स्पेसिफ़ाई करने, कोटेशन देने और लगाने के लिए सब कुछ: डाउनलोड के लिए तकनीकी गाइड और कैटलॉग, हर प्रोडक्ट के दस्तावेज़, और आपके प्रोजेक्ट के लिए एक टीम।',
  guidesTitle: 'तकनीकी गाइड और कैटलॉग',
  guidesText: 'PDF फ़ाइलें, ब्राउज़र में देखने या डाउनलोड करने के लिए।',
  documentsTitle: 'हर प्रोडक्ट के दस्तावेज़',
  documents: [
    'स्पेसिफ़िकेशन शीट: माप, कनेक्शन, फ़्लो रेट और फ़िनिश।',
    'इंस्टॉलेशन गाइड: स्टेप-बाय-स्टेप, डिब्बे में आने वाले पार्ट और ज़रूरी औज़ारों के साथ।',
    'सबमिटल शीट: एक पेज का सार जो प्रोजेक्ट फ़ाइल या टेंडर में माँगा जाता है।',
  ],
  documentsText:
    'कोई भी प्रोडक्ट पेज खोलिए और सपोर्ट टैब चुनिए: हर दस्तावेज़ ब्राउज़र में देखा या डाउनलोड किया जा सकता है।',
  documentsAction: { label: 'रेंज देखें', href: professionalsCopy.documentsAction.href },
  help: [
    {
      title: 'इंस्टॉलेशन वीडियो',
      href: professionalsCopy.help[0].href,
      text: 'बेसिन मिक्सर, दीवार पर लगने वाले ट्रिम, शावर और सिस्टर्न के लिए स्टेप-बाय-स्टेप फ़िल्में।',
    },
    {
      title: 'प्रोजेक्ट के लिए पूछताछ',
      href: professionalsCopy.help[1].href,
      text: 'अपने प्रोजेक्ट के बारे में बताइए: हमारी टीम चुनाव, मात्रा और डिलीवरी में मदद करती है।',
    },
    {
      title: 'एक्सपीरियंस सेंटर',
      href: professionalsCopy.help[2].href,
      text: 'अपने क्लाइंट को हर फ़िनिश देखने और छूकर परखने के लिए लाइए।',
    },
  ],
};

export const buyOnlineCopyHi: Localized<typeof buyOnlineCopy> = {
  path: buyOnlineCopy.path,
  title: `${brand.marketplaceName} पर ख़रीदें`,
  eyebrow: 'ऑनलाइन ख़रीदें',
  purpose: buyOnlineCopy.purpose,
  description: `${brand.name} के नल, शावर और फ़िटिंग जिन्हें आप ${brand.marketplaceName} पर हमारे आधिकारिक स्टोर से ऑनलाइन ऑर्डर कर सकते हैं।`,
  intro: `हमारे कई प्रोडक्ट ${brand.marketplaceName} पर हमारे आधिकारिक स्टोर से ऑर्डर करके घर मँगाए जा सकते हैं। किसी प्रोडक्ट को खोलकर उसकी फ़िनिश और जानकारी देखिए, फिर उसका "${brand.marketplaceName} पर ख़रीदें" लिंक चुनिए।`,
  listLabel: `${brand.marketplaceName} पर उपलब्ध प्रोडक्ट`,
  pageSize: buyOnlineCopy.pageSize,
  help: 'डीलर से ख़रीदना चाहते हैं? [अपने पास का ढूँढिए](/where-to-buy)। ऑनलाइन ऑर्डर पर हमारी [रिटर्न और रिफ़ंड नीति](/returnandrefundpolicy) और हमारी [वारंटी](/warranty) लागू होती है।',
};
