// The words of the collections pages in Hindi, written for this project: the same keys as collections.data.ts.
// Collection names, stories and finishes come from the API in the page's language.
import type { Localized } from '../kit/localized';
import type { collectionPageCopy, collectionsCopy } from './collections.data';

export const collectionsCopyHi: Localized<typeof collectionsCopy> = {
  title: 'कलेक्शन',
  eyebrow: 'बाथरूम',
  description:
    'नल, शावर और एक्सेसरीज़ के सभी कलेक्शन, स्टाइल, फ़िनिश और पानी की बचत के हिसाब से फ़िल्टर करें। एक लुक चुनिए और हर प्रोडक्ट मेल खाएगा।',
  intro:
    'कलेक्शन एक डिज़ाइन का विचार है जो बेसिन से शावर और टॉवल रिंग तक जाता है। जो लुक पसंद आए उसे चुनिए, फिर फ़िनिश, और कमरे का हर प्रोडक्ट एक साथ जँचेगा।',
  empty: 'कोई भी कलेक्शन इन सभी फ़िल्टर से मेल नहीं खाता।',
  emptyAction: 'सभी कलेक्शन दिखाएँ',
};

export const collectionPageCopyHi: Localized<typeof collectionPageCopy> = {
  storyTitle: 'कहानी',
  finishesTitle: 'फ़िनिश',
  finishesText: 'यह कलेक्शन इन फ़िनिश में आता है। हर फ़िनिश के नीचे लिखा है कि उसमें कितने डिज़ाइन बनते हैं।',
  productsTitle: 'प्रोडक्ट',
  factsLabel: 'एक नज़र में',
  brochureTitle: 'ब्रोशर',
  awardsTitle: 'सम्मान',
  dealersTitle: 'चुनने से पहले देखिए',
  dealersText:
    'दिन की रोशनी में फ़िनिश अलग दिखती है। कलेक्शन को देखने और छूकर परखने के लिए अपने पास के डीलर के यहाँ जाइए।',
  dealersCta: 'डीलर ढूँढें',
  allCollections: 'सभी कलेक्शन',
};
