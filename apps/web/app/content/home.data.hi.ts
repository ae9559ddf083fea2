// The home page's words in Hindi, written for this project: the same keys, links and pictures as home.data.ts.
import type { homeCopy } from './home.data';
import type { Localized } from '../kit/localized';

export const homeCopyHi: Localized<typeof homeCopy> = {
  hero: {
    eyebrow: 'नल · शावर · फ़िटिंग',
    title: 'पानी, पूरे ध्यान से।',
    text: 'भारतीय घरों के लिए बने नल और शावर: छूने में सटीक, हर फ़िनिश में टिकाऊ, और हर बूँद का ख़याल रखने वाले।',
    primary: { label: 'बाथरूम देखें', href: '/filter/bathroom' },
    secondary: { label: 'किचन देखें', href: '/filter/kitchen' },
  },
  bathroom: {
    title: 'बाथरूम',
    text: 'बेसिन से शावर तक, ऐसे प्रोडक्ट जो साथ मिलकर काम करें और लंबे चलें।',
  },
  kitchen: {
    title: 'किचन',
    text: 'पुल-डाउन, बार नल और पॉट फ़िलर, आपके खाना बनाने के अंदाज़ के लिए।',
  },
  feature: {
    eyebrow: 'कलेक्शन',
    title: 'Choice Dway',
    text: 'हमारा सबसे नया कलेक्शन नरम ज्यामिति के साथ टू-वे डाइवर्टर लाता है, जिससे स्पाउट से शावर पर जाना बेहद आसान हो जाता है।',
    href: '/collections/choice-dway',
    image: '/media/collections/choice-dway.svg?variant=hero',
    cta: 'कलेक्शन देखें',
  },
  newArrivals: {
    title: 'नए प्रोडक्ट',
    cta: 'सब नया देखें',
    href: '/filter/bathroom?sort=newest',
  },
  collections: { title: 'कलेक्शन', cta: 'सभी कलेक्शन', href: '/bathroom/collections' },
  waterwise: {
    eyebrow: 'WaterWise',
    title: 'पानी कम। बहाव उतना ही भरपूर।',
    text: 'WaterWise नल और शावर में ऐसे एरेटर और फ़्लो रेगुलेटर हैं जो भरपूर बहाव का एहसास देते हुए एक-तिहाई तक कम पानी इस्तेमाल करते हैं।',
    cta: 'WaterWise प्रोडक्ट देखें',
    href: '/filter/bathroom?waterwise=1',
  },
  dealers: {
    title: 'देखिए, छूकर परखिए, फिर चुनिए।',
    text: 'फ़िनिश को सामने से मिलाकर देखने के लिए अपने पास के शोरूम जाइए।',
    cta: 'डीलर ढूँढें',
    href: '/where-to-buy',
  },
};
