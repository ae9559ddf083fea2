// Hindi words people search a fittings catalogue with, in Devanagari and in the Latin spellings typed on an English
// keyboard, each listed under the English search term the catalogue's own texts use. Written for this project.
import type { SearchVocabulary } from './types';

/**
 * The Hindi search vocabulary. Spellings that only differ by a nukta, chandrabindu for anusvara, a nasal half-letter
 * for anusvara, or joiners need no entry of their own: {@link normalizeSearchWord} folds them. Latin keys are Hindi
 * words written in Latin letters, never English words, so an English query is never rewritten.
 *
 * @example
 * HINDI_SEARCH_VOCABULARY.terms.faucet // ['नल', 'नलका', …, 'nal', …]
 */
export const HINDI_SEARCH_VOCABULARY: SearchVocabulary = {
  terms: {
    faucet: ['नल', 'नलका', 'नलके', 'टोंटी', 'टोटी', 'टूंटी', 'nal', 'nalka', 'nalke', 'tonti', 'tunti'],
    tap: ['टैप', 'टेप'],
    shower: [
      'शावर',
      'शॉवर',
      'फव्वारा',
      'फव्वारे',
      'फुहारा',
      'shawar',
      'fuvvara',
      'fuvara',
      'fawwara',
      'favvara',
      'phuvvara',
      'phavvara',
      'fuhara',
    ],
    'overhead shower': ['ओवरहेड शावर', 'ओवरहेड शॉवर'],
    'hand shower': ['हैंड शावर', 'हैंडशावर', 'हैंड शॉवर', 'हैंडशॉवर', 'हाथ का शावर', 'हाथ शावर'],
    'health faucet': ['हेल्थ फॉसेट', 'हैल्थ फॉसेट', 'हेल्थ फासेट', 'जेट स्प्रे', 'जेट स्प्रै'],
    jet: ['जेट'],
    basin: [
      'बेसिन',
      'बेसीन',
      'वॉशबेसिन',
      'वाशबेसिन',
      'वॉश बेसिन',
      'वाश बेसिन',
      'हाथ धोने का बेसिन',
      'besin',
    ],
    kitchen: [
      'किचन',
      'किचेन',
      'रसोई',
      'रसोईघर',
      'रसोई घर',
      'kichan',
      'rasoi',
      'rasoee',
      'rasoyi',
      'rasoighar',
    ],
    sink: ['सिंक'],
    mixer: ['मिक्सर', 'मिक्शर', 'मिक्सचर', 'miksar'],
    diverter: ['डायवर्टर', 'डाइवर्टर', 'डायवेर्टर', 'daivartar'],
    toilet: [
      'टॉयलेट',
      'टॉइलेट',
      'टायलेट',
      'ट्वायलेट',
      'शौचालय',
      'कमोड',
      'kamod',
      'shauchalay',
      'shauchalaya',
    ],
    flush: ['फ्लश', 'फ्लैश'],
    cistern: ['सिस्टर्न', 'सिस्टन', 'टंकी', 'फ्लश टंकी', 'tanki'],
    bath: ['नहाना', 'नहाने', 'स्नान', 'बाथ', 'nahana', 'nahane', 'snan', 'snaan'],
    tub: ['टब', 'बाथटब'],
    spout: ['स्पाउट'],
    valve: ['वाल्व', 'वॉल्व', 'वाल्व्'],
    'angle valve': ['एंगल वाल्व', 'एंगल वॉल्व', 'एंगल कॉक'],
    'bib tap': ['बिब टैप', 'बिब कॉक'],
    drain: ['नाली', 'ड्रेन', 'naali', 'nali'],
    trap: ['ट्रैप', 'ट्रेप'],
    towel: ['तौलिया', 'तौलिये', 'टॉवल', 'टॉवेल', 'tauliya', 'tauliye', 'toliya'],
    soap: ['साबुन', 'सोप', 'sabun', 'saabun'],
    'soap dish': ['साबुनदानी', 'साबुन दानी', 'सोप डिश', 'sabundani'],
    hook: ['हुक', 'खूंटी', 'khunti'],
    holder: ['होल्डर'],
    filter: ['फिल्टर', 'फ़िल्टर', 'छन्नी'],
    hose: ['होज़'],
    pipe: ['पाइप'],
    wall: ['दीवार', 'वॉल', 'deewar', 'diwar'],
    cold: ['ठंडा', 'ठंडे', 'thanda', 'thande'],
    water: ['पानी', 'जल', 'pani', 'paani'],
    chrome: ['क्रोम'],
    black: ['काला', 'काले', 'ब्लैक', 'kala', 'kaala'],
    white: ['सफेद', 'व्हाइट', 'safed', 'safaid'],
    handle: ['हैंडल', 'हत्था', 'हत्थी'],
    ring: ['रिंग', 'छल्ला'],
    dispenser: ['डिस्पेंसर', 'डिस्पेन्सर'],
    tissue: ['टिश्यू', 'टिशू'],
    bottle: ['बोतल', 'बॉटल'],
    floor: ['फर्श', 'फ्लोर'],
    cartridge: ['कार्ट्रिज', 'कार्टिज'],
  },
  // Joining words of a Hindi phrase ("किचन का नल"): they carry no meaning for search and would otherwise keep an
  // all-words keyword search from matching. Latin spellings of them (ka, ki, se…) are left out: they are also
  // English fragments, and the English rules must not change.
  ignore: ['का', 'की', 'के', 'में', 'वाला', 'वाली', 'वाले', 'और', 'से', 'लिए', 'को', 'पर'],
};
