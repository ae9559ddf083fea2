// The words of the Videos & Catalogs pages in Hindi, written for this project: the same keys and addresses as
// videosCatalogs.data.ts.
import type { Localized } from '../kit/localized';
import { videosCatalogsCopy } from './videosCatalogs.data';

const { hub, gallery, catalogs, nav } = videosCatalogsCopy;

export const videosCatalogsCopyHi: Localized<typeof videosCatalogsCopy> = {
  section: 'वीडियो और कैटलॉग',
  hub: {
    path: hub.path,
    title: 'वीडियो और कैटलॉग',
    description:
      'इंस्टॉलेशन, देखभाल और हमारे नल के अंदर की टेक्नोलॉजी पर छोटी फ़िल्में देखिए, और हमारे कैटलॉग व ब्रोशर देखिए या डाउनलोड कीजिए।',
    intro:
      'देखिए कि हमारी फ़िटिंग कैसे काम करती है, उसे कैसे लगाएँ और नए जैसा कैसे रखें, फिर पूरी रेंज कैटलॉग के रूप में साथ ले जाइए।',
    latestVideos: 'नए वीडियो',
    catalogs: 'कैटलॉग',
  },
  gallery: {
    path: gallery.path,
    title: 'वीडियो गैलरी',
    description:
      'हमारी टेक्नोलॉजी पर फ़िल्में, स्टेप-बाय-स्टेप इंस्टॉलेशन गाइड, कलेक्शन की कहानियाँ और देखभाल की सलाह, कैटेगरी के हिसाब से।',
    intro:
      'किसी भी फ़िल्म पर प्ले दबाइए: जब तक आप न दबाएँ, कुछ भी लोड नहीं होता। इंस्टॉलेशन गाइड प्लंबरों और ख़ुद काम करने वाले घर के मालिकों, दोनों के लिए हैं।',
    categoriesLabel: 'वीडियो की कैटेगरी',
  },
  catalogs: {
    path: catalogs.path,
    title: 'कैटलॉग',
    description:
      'बाथरूम और किचन के कैटलॉग, कलेक्शन ब्रोशर और तकनीकी गाइड PDF फ़ाइल के रूप में देखिए या डाउनलोड कीजिए।',
    intro:
      'हर कैटलॉग एक PDF है जिसे आप ब्राउज़र में देख सकते हैं या अपने आर्किटेक्ट, प्लंबर या डीलर के साथ शेयर करने के लिए डाउनलोड कर सकते हैं।',
    categoriesLabel: 'कैटलॉग की कैटेगरी',
  },
  nav: [
    { label: 'परिचय', href: nav[0].href },
    { label: 'वीडियो', href: nav[1].href },
    { label: 'कैटलॉग', href: nav[2].href },
  ],
};
