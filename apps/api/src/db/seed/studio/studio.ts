/**
 * The demo studio (issue 31): Tanjong Pagar, Singapore, as the contact page describes it. Two
 * fitters, weekday hours 11:00 to 19:00 for the studio, one fitter with shorter days of her own.
 * Ids are fixed so that a second seed finds them.
 */
export const seedStudio = {
  id: 'std_tanjongpagar',
  name: 'Selvedge Studio Tanjong Pagar',
  address: '38 Duxton Road, #02-01, Singapore 089496',
  timeZone: 'Asia/Singapore',
  durationMinutes: 45,
  bufferMinutes: 15,
  minNoticeMinutes: 12 * 60,
  horizonDays: 28,
};

export const seedFitters = [
  { id: 'ftr_weiming', name: 'Wei Ming Tan' },
  { id: 'ftr_priya', name: 'Priya Raman' },
];

/** The studio's hours, Monday to Friday; Priya sees customers from 13:00 on those days. */
export const seedStudioHours = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ fitterId: null, weekday, opens: '11:00', closes: '19:00' })),
  ...[1, 2, 3, 4, 5].map((weekday) => ({ fitterId: 'ftr_priya', weekday, opens: '13:00', closes: '19:00' })),
];
