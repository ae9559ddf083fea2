// The words of the contact, lead and support forms: page titles, introductions, labels and hints.
export const formPages = {
  'contact-us': {
    path: '/contact-us',
    eyebrow: 'Customer Service',
    title: 'Contact Us',
    description:
      'Write to us about a product, an installation or a showroom visit. We reply within two working days.',
    intro:
      'Questions about a product, an installation or a showroom visit: write to us and we reply within two working days.',
    submit: 'Send message',
    /** What the visitor reads once the form is sent. */
    sent: 'Thank you for writing to us. We will reply within two working days.',
  },
  leads: {
    path: '/leads-form',
    eyebrow: 'Request a call',
    title: 'Talk to our team',
    description:
      'Leave your number and our team calls you back to help you choose faucets and showers for your home.',
    intro:
      'Leave your number and a specialist calls you back to help you choose, with prices and the nearest showroom.',
    submit: 'Request a call',
    /** What the visitor reads once the form is sent. */
    sent: 'Thank you! Our team will call you soon.',
  },
  'events-lead-form': {
    path: '/events-lead-form',
    eyebrow: 'Events',
    title: 'Met us at an event?',
    description: 'Leave your details at our stand and our team will call you after the event.',
    intro:
      'Thank you for visiting our stand. Leave your details and our team will call you with what you saw.',
    submit: 'Send my details',
    /** What the visitor reads once the form is sent. */
    sent: 'Thank you for visiting us! Our team will call you soon.',
  },
  'email-support': {
    path: '/email-support',
    eyebrow: 'Customer Service',
    title: 'Email Support',
    description:
      'Write to our support team with your model number about installation, warranty or spare parts.',
    intro:
      'Write to us with your model number and our support team replies by e-mail within one working day.',
    submit: 'Send to support',
    /** What the visitor reads once the form is sent. */
    sent: 'Thank you. Our support team will reply by e-mail within one working day.',
  },
} as const;

export const fieldText = {
  name: { label: 'Your name' },
  email: { label: 'E-mail address' },
  phone: { label: 'Mobile number', hint: 'A 10-digit Indian mobile number, such as 98765 43210.' },
  city: { label: 'City' },
  pincode: { label: 'Pincode', hint: '6 digits, such as 411001.' },
  interest: { label: 'Interested in', placeholder: 'Choose one' },
  subject: { label: 'Subject' },
  topic: { label: 'What is it about?', placeholder: 'Choose one' },
  model: {
    label: 'Model number',
    hint: 'Printed on the product, its box or the invoice, such as T14059-PR.',
  },
  message: { label: 'Your message' },
  event: { label: 'The event you visited', placeholder: 'Choose the event' },
  consent: {
    label: 'I agree to be contacted by phone, SMS or e-mail about my enquiry.',
  },
} as const;

export const thankYouPage = {
  title: 'Thank you!',
  intro:
    'We have your details. A specialist will call you within one working day to help you choose.',
} as const;
