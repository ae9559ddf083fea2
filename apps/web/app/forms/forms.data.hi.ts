// The words of the contact, lead and support forms in Hindi, written for this project: the same keys and paths as
// forms.data.ts. The fields' error messages live in the message catalogues.
import type { Localized } from '../kit/localized';
import { formPages, type fieldText, type thankYouPage } from './forms.data';

export const formPagesHi: Localized<typeof formPages> = {
  'contact-us': {
    path: formPages['contact-us'].path,
    eyebrow: 'ग्राहक सेवा',
    title: 'संपर्क करें',
    description:
      'किसी प्रोडक्ट, इंस्टॉलेशन या शोरूम विज़िट के बारे में हमें लिखिए। हम दो कार्यदिवसों में जवाब देते हैं।',
    intro:
      'किसी प्रोडक्ट, इंस्टॉलेशन या शोरूम विज़िट के बारे में सवाल हैं? हमें लिखिए, हम दो कार्यदिवसों में जवाब देते हैं।',
    submit: 'मैसेज भेजें',
    sent: 'लिखने के लिए धन्यवाद। हम दो कार्यदिवसों में जवाब देंगे।',
  },
  leads: {
    path: formPages.leads.path,
    eyebrow: 'कॉल के लिए अनुरोध',
    title: 'हमारी टीम से बात करें',
    description: 'अपना नंबर छोड़िए और हमारी टीम आपको कॉल करके आपके घर के लिए नल और शावर चुनने में मदद करेगी।',
    intro:
      'अपना नंबर छोड़िए और एक विशेषज्ञ आपको कॉल करके चुनने में मदद करेगा, क़ीमतों और सबसे पास के शोरूम के साथ।',
    submit: 'कॉल का अनुरोध करें',
    sent: 'धन्यवाद! हमारी टीम जल्द ही आपको कॉल करेगी।',
  },
  'events-lead-form': {
    path: formPages['events-lead-form'].path,
    eyebrow: 'इवेंट',
    title: 'किसी इवेंट में हमसे मिले थे?',
    description: 'हमारे स्टॉल पर अपनी जानकारी छोड़िए और इवेंट के बाद हमारी टीम आपको कॉल करेगी।',
    intro:
      'हमारे स्टॉल पर आने के लिए धन्यवाद। अपनी जानकारी छोड़िए और आपने जो देखा, उसके बारे में हमारी टीम आपको कॉल करेगी।',
    submit: 'मेरी जानकारी भेजें',
    sent: 'हमारे स्टॉल पर आने के लिए धन्यवाद! हमारी टीम जल्द ही आपको कॉल करेगी।',
  },
  'email-support': {
    path: formPages['email-support'].path,
    eyebrow: 'ग्राहक सेवा',
    title: 'ईमेल सपोर्ट',
    description: 'इंस्टॉलेशन, वारंटी या स्पेयर पार्ट के बारे में अपने मॉडल नंबर के साथ हमारी सपोर्ट टीम को लिखिए।',
    intro: 'अपने मॉडल नंबर के साथ हमें लिखिए और हमारी सपोर्ट टीम एक कार्यदिवस में ई-मेल से जवाब देगी।',
    submit: 'सपोर्ट को भेजें',
    sent: 'धन्यवाद। हमारी सपोर्ट टीम एक कार्यदिवस में ई-मेल से जवाब देगी।',
  },
};

export const fieldTextHi: Localized<typeof fieldText> = {
  name: { label: 'आपका नाम' },
  email: { label: 'ई-मेल पता' },
  phone: { label: 'मोबाइल नंबर', hint: '10 अंकों का भारतीय मोबाइल नंबर, जैसे 98765 43210।' },
  city: { label: 'शहर' },
  pincode: { label: 'पिनकोड', hint: '6 अंक, जैसे 411001।' },
  interest: { label: 'किसमें दिलचस्पी है', placeholder: 'एक चुनें' },
  subject: { label: 'विषय' },
  topic: { label: 'किस बारे में है?', placeholder: 'एक चुनें' },
  model: {
    label: 'मॉडल नंबर',
    hint: 'प्रोडक्ट, उसके डिब्बे या बिल पर छपा होता है, जैसे T14059-PR।',
  },
  message: { label: 'आपका मैसेज' },
  event: { label: 'आप किस इवेंट में आए थे', placeholder: 'इवेंट चुनें' },
  consent: {
    label: 'मैं अपनी पूछताछ के बारे में फ़ोन, SMS या ई-मेल से संपर्क किए जाने के लिए सहमत हूँ।',
  },
};

export const thankYouPageHi: Localized<typeof thankYouPage> = {
  title: 'धन्यवाद!',
  intro: 'हमें आपकी जानकारी मिल गई है। एक विशेषज्ञ एक कार्यदिवस में आपको कॉल करके चुनने में मदद करेगा।',
};
