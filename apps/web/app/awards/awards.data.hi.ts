// The words of the awards pages in Hindi, written for this project: the same keys and addresses as awards.data.ts.
import type { Localized } from '../kit/localized';
import { awardsCopy } from './awards.data';

export const awardsCopyHi: Localized<typeof awardsCopy> = {
  title: 'पुरस्कार',
  path: awardsCopy.path,
  yearPath: awardsCopy.yearPath,
  eyebrow: 'हमारी कंपनी',
  description:
    'हमारे कलेक्शन, टेक्नोलॉजी और प्रोडक्ट को मिले डिज़ाइन, इनोवेशन और जल-दक्षता पुरस्कार, साल-दर-साल।',
  intro:
    'आर्किटेक्ट, डिज़ाइनर, गृहिणियों और जल इंजीनियरों की जूरी ने हमारे कलेक्शन और टेक्नोलॉजी को सराहा है। हमें हर एक पर गर्व है, और उन घरों पर उससे भी ज़्यादा जिनकी वे पहचान हैं।',
  // Hindi counts the same noun for one and many, so only the number changes.
  yearIntro: (year: number, count: number) =>
    `${count === 1 ? 'वह पुरस्कार' : `वे ${count} पुरस्कार`} जो हमारे काम को ${year} में मिले।`,
  yearsLabel: 'साल के हिसाब से पुरस्कार',
  recognisedFor: 'किसके लिए',
};
