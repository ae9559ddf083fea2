// The words of the Design & Innovation pages in Hindi, written for this project: the same keys, slugs and addresses
// as innovations.data.ts.
import type { Localized } from '../kit/localized';
import {
  type INNOVATION_GROUPS,
  innovationCopy,
  type technologyIndexCopy,
  type technologyPageCopy,
} from './innovations.data';

export const INNOVATION_GROUPS_HI: Localized<typeof INNOVATION_GROUPS> = [
  { slug: 'featured', label: 'ख़ास' },
  { slug: 'bath', label: 'बाथ' },
  { slug: 'shower', label: 'शावर' },
  { slug: 'kitchen', label: 'किचन' },
];

export const innovationCopyHi: Localized<typeof innovationCopy> = {
  section: 'डिज़ाइन और इनोवेशन',
  sectionPath: innovationCopy.sectionPath,
  groupsLabel: 'कमरे के हिसाब से इनोवेशन',
  technologiesTitle: 'टेक्नोलॉजी',
  productsTitle: 'ये कहाँ मिलेंगी',
  allTechnologies: 'सभी टेक्नोलॉजी',
  discover: 'जानें',
};

export const technologyIndexCopyHi: Localized<typeof technologyIndexCopy> = {
  title: 'टेक्नोलॉजी',
  description:
    'हमारे नल और शावर के अंदर की हर टेक्नोलॉजी, टच कंट्रोल और मैग्नेटिक डॉकिंग से लेकर दाग़ न पकड़ने वाली फ़िनिश और पानी बचाने वाले स्प्रे तक।',
  intro:
    'वह इंजीनियरिंग जो आप महसूस करते हैं पर कम ही देखते हैं: कभी न टपकने वाले वाल्व, कम पानी वाले स्प्रे, पोंछते ही साफ़ होने वाली फ़िनिश और एक छुअन पर चलने वाले नल।',
  technologiesTitle: 'टेक्नोलॉजी',
  featuresTitle: 'ख़ास फ़ीचर',
  featuresText: 'छोटी बातें जो रोज़ फ़र्क़ लाती हैं। हर प्रोडक्ट पेज पर उसके फ़ीचर लिखे हैं।',
  featuresLink: 'फ़ीचर कैसे काम करते हैं',
};

export const technologyPageCopyHi: Localized<typeof technologyPageCopy> = {
  eyebrow: 'टेक्नोलॉजी',
  whatTitle: 'यह क्या करती है',
  helpsTitle: 'यह कैसे काम आती है',
  bestForLabel: 'किसके लिए सबसे अच्छी',
  videoTitle: 'इसे काम करते देखें',
  productsTitle: 'इन प्रोडक्ट में',
  groupsTitle: 'इसका हिस्सा',
  othersTitle: 'और टेक्नोलॉजी',
  noProducts: 'इस टेक्नोलॉजी वाले प्रोडक्ट जल्द आ रहे हैं।',
};
