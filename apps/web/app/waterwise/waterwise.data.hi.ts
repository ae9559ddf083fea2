// The WaterWise page's words in Hindi, written for this project: the same keys as waterwise.data.ts. The
// calculator's figures have one home, the English module; only the labels are translated here.
import type { Localized } from '../kit/localized';
import { waterAssumptions, type waterwiseCopy } from './waterwise.data';

const { fixtures } = waterAssumptions;

export const waterAssumptionsHi: Localized<typeof waterAssumptions> = {
  ...waterAssumptions,
  fixtures: {
    shower: {
      ...fixtures.shower,
      label: 'शावरहेड और हैंड शावर',
      minutesLabel: 'हर व्यक्ति रोज़ कितने मिनट शावर लेता है',
    },
    basin: {
      ...fixtures.basin,
      label: 'बेसिन नल',
      minutesLabel: 'हर व्यक्ति रोज़ कितने मिनट बेसिन नल चलाता है',
    },
    kitchen: {
      ...fixtures.kitchen,
      label: 'किचन नल',
      minutesLabel: 'हर व्यक्ति रोज़ कितने मिनट किचन नल चलाता है',
    },
  },
};

export const waterwiseCopyHi: Localized<typeof waterwiseCopy> = {
  title: 'WaterWise',
  eyebrow: 'पानी की बचत',
  description:
    'WaterWise नल और शावर एक-तिहाई तक कम पानी इस्तेमाल करते हैं, बिना कमी का एहसास कराए। अंदाज़ा लगाइए कि आपका घर साल में कितने लीटर और रुपये बचाएगा।',
  intro:
    'हर WaterWise फ़िटिंग कम पानी में भरपूर, संतोषजनक बहाव देने के लिए बनाई जाती है: एरेटर जो हर बूँद में हवा मिलाते हैं, रेगुलेटर जो किसी भी प्रेशर पर बहाव एक-सा रखते हैं, और स्प्रे जो आपको ज़्यादा ढकते हैं।',
  story: {
    title: 'कम भी ज़्यादा कैसे लग सकता है',
    paragraphs: [
      'भारत का बड़ा हिस्सा ऐसे पानी पर निर्भर है जो दिन में कुछ ही घंटे आता है, छत की टंकी तक पंप किया जाता है या टैंकर से ख़रीदा जाता है। बिना काम आए नाली में बहने वाला हर लीटर घर तक लाने में पहले ही बिजली और पैसा ख़र्च करा चुका होता है।',
      'WaterWise फ़िटिंग आपसे आदतें बदलने को नहीं कहती। वह पानी को बदल देती है: धार में हवा मिलाई जाती है ताकि हर बूँद बड़ी और नरम हो, और एक रेगुलेटर बहाव को उतना रखता है जितना भरपूर लगे, न कि जितना प्रेशर धकेल दे।',
    ],
    points: [
      {
        value: '37% तक',
        label: '12 लीटर प्रति मिनट वाले आम हेड के मुक़ाबले WaterWise शावरहेड से कम पानी',
      },
      {
        value: '5.7 लीटर/मिनट',
        label: 'WaterWise बेसिन नल से, आराम से हाथ-मुँह धोने के लिए काफ़ी',
      },
      {
        value: 'कम हीटिंग',
        label: 'गीज़र से कम गर्म पानी लेने का मतलब है कम बिजली ख़र्च',
      },
    ],
  },
  calculator: {
    title: 'पानी की बचत का कैलकुलेटर',
    text: 'अपने घर के बारे में बताइए और देखिए कि WaterWise फ़िटिंग से साल भर में कितनी बचत होगी।',
    peopleLabel: 'आपके घर में कितने लोग हैं',
    fixturesLegend: 'कौन-सी फ़िटिंग आप WaterWise से बदलेंगे',
    tariffLabel: '1,000 लीटर के लिए आप कितना देते हैं (₹)',
    tariffHint: 'यह आपके पानी के बिल में लिखा होता है; पंपिंग और टंकी भरवाने को जोड़कर 25 एक आम आँकड़ा है।',
    submit: 'हिसाब लगाएँ',
    resultTitle: 'आपकी सालाना बचत',
    noFixtures: 'बचत देखने के लिए कम से कम एक फ़िटिंग चुनिए।',
    assumptionsTitle: 'हम हिसाब कैसे लगाते हैं',
  },
  productsTitle: 'WaterWise प्रोडक्ट',
  productsText: 'किसी भी प्रोडक्ट पेज पर WaterWise का निशान देखिए।',
  collectionsTitle: 'WaterWise कलेक्शन',
  technologiesTitle: 'इसके पीछे की टेक्नोलॉजी',
};
