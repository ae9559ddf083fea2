// The made-up award organisations and award titles the seed's awards are drawn from. Data only.

export const AWARD_ORGANISATIONS = [
  'India Design Honours',
  'Kitchen & Bath Review Awards',
  'Good Form Design Prize',
  'Water Efficiency Council of India',
  'Home Makers Choice Awards',
  'Architects Circle Product Awards',
];

export const AWARD_TITLES = [
  'Best in Bath',
  'Design Excellence',
  'Innovation of the Year',
  'Water Saving Product of the Year',
  'Best Kitchen Fitting',
  'Most Trusted Brand',
];
