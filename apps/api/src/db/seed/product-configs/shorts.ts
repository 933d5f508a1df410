import type { ProductConfigDocument } from '@selvedge/contract';
import type { SeedAddOn, SeedMedia } from '../seed-types.js';
import {
  ADVICE,
  BODY_AND_SAVED,
  addOn,
  buildMeasurements,
  buildStyles,
  commentsItem,
  display,
  dropdown,
  rule,
  toggle,
  fitGuarantee,
  timelineFor,
} from './builders.js';
import { withFit } from './fit-data.js';
import { shortsHem, shortsLength, trouserBack, trouserTop } from './style-pictures.js';

const built = buildStyles('shorts', [
  {
    key: 'waistband',
    name: 'Waistband',
    description: 'How the shorts close and hold at the waist.',
    default: 'standard',
    options: [
      {
        key: 'standard',
        value: 'Standard waistband',
        description: 'A straight waistband with a button and belt loops; tidy with a polo or a linen shirt.',
        picture: trouserTop({ waistband: 'standard' }),
      },
      {
        key: 'extended-tab',
        value: 'Extended tab',
        description: 'The waistband runs past the fly in a pointed tab; a tailored finish for smarter shorts.',
        picture: trouserTop({ waistband: 'extended-tab' }),
      },
      {
        key: 'drawstring',
        value: 'Drawstring waist',
        description: 'An elasticated waistband with a cord; the easiest fit for the beach and long journeys.',
        picture: trouserTop({ waistband: 'drawstring', loops: 'none' }),
      },
      {
        key: 'gurkha',
        value: 'Gurkha waistband',
        description: 'A tall waistband with buckled wrap-over straps; the original military short, worn without a belt.',
        picture: trouserTop({ waistband: 'gurkha', loops: 'none' }),
      },
    ],
  },
  {
    key: 'front',
    name: 'Front',
    description: 'Flat or pleated; a pleat gives more room through the thigh.',
    default: 'flat',
    options: [
      {
        key: 'flat',
        value: 'Flat front',
        description: 'No pleats for a clean, trim line; the modern default.',
        picture: trouserTop({ front: 'flat' }),
      },
      {
        key: 'single-forward',
        value: 'Single pleat',
        description: 'One forward pleat each side for a little extra room when you sit and walk.',
        picture: trouserTop({ front: 'single-forward' }),
      },
      {
        key: 'double-forward',
        value: 'Double pleats',
        description: 'Two pleats each side for a full, relaxed cut in the Gurkha and safari tradition.',
        picture: trouserTop({ front: 'double-forward' }),
      },
    ],
  },
  {
    key: 'back-pockets',
    name: 'Back pockets',
    description: 'Hip pockets on the seat.',
    default: 'two-jetted',
    options: [
      {
        key: 'none',
        value: 'No back pockets',
        description: 'A clean seat, cool and light.',
        picture: trouserBack('none'),
      },
      {
        key: 'one-jetted',
        value: 'One jetted pocket',
        description: 'A single buttoned jetted pocket on the right hip.',
        picture: trouserBack('one-jetted'),
      },
      {
        key: 'two-jetted',
        value: 'Two jetted pockets',
        description: 'Buttoned jetted pockets on both hips; neat and practical.',
        picture: trouserBack('two-jetted'),
      },
      {
        key: 'two-patch',
        value: 'Two patch pockets',
        description: 'Sewn-on patch pockets with a button; roomy and casual, for chino and canvas shorts.',
        picture: trouserBack('two-patch'),
      },
    ],
  },
  {
    key: 'length',
    name: 'Length',
    description: 'Where the shorts end; the inseam in your measurements then sets the exact length.',
    default: 'mid',
    options: [
      {
        key: 'short',
        value: 'Short, 5-inch inseam',
        description: 'A short, sporty length well above the knee, for the pool and hot holidays.',
        picture: shortsLength('short'),
      },
      {
        key: 'mid',
        value: 'Mid, 7-inch inseam',
        description: 'Mid-thigh: the most versatile length, smart enough with a polo and loafers.',
        picture: shortsLength('mid'),
      },
      {
        key: 'classic',
        value: 'Classic, 9-inch inseam',
        description: 'A longer, traditional length a few inches above the knee; relaxed and easy to wear.',
        picture: shortsLength('classic'),
      },
      {
        key: 'long',
        value: 'Long, 11-inch inseam',
        description: 'Just above the knee, in the Bermuda manner; good on taller men and with pleated fronts.',
        picture: shortsLength('long'),
      },
    ],
  },
  {
    key: 'hem',
    name: 'Hem',
    description: 'How the leg of the shorts is finished.',
    default: 'plain',
    options: [
      {
        key: 'plain',
        value: 'Plain hem',
        description: 'A simple stitched hem; clean and light.',
        picture: shortsHem('plain'),
      },
      {
        key: 'turn-ups',
        value: 'Turn-ups',
        description: 'A 1¼-inch turn-up that gives the leg weight and a tailored finish.',
        picture: shortsHem('turn-ups'),
      },
      {
        key: 'side-split',
        value: 'Side splits',
        description: 'Short slits at the outer seam for freedom of movement; sporty and cool.',
        picture: shortsHem('side-split'),
      },
    ],
  },
]);

const waistAllowance = addOn('shorts', 'extra-waist-allowance', 'Extra waist allowance', 1200);
const keyLoop = addOn('shorts', 'key-loop', 'Key loop', 500);
const quickDryPocketing = addOn('shorts', 'quick-dry-pocketing', 'Quick-dry pocketing', 800);

export const shortsAddOns: SeedAddOn[] = [waistAllowance, keyLoop, quickDryPocketing];

export const shortsMedia: SeedMedia[] = built.media;

export const shorts: Omit<ProductConfigDocument, 'picture'> = withFit({
  productType: 'shorts',
  title: 'Shorts',
  description:
    'Tailored shorts in linen, seersucker and cotton twill, cut to your waist and thigh and finished at exactly the length you like. Made with the same care as our trousers, for the long Singapore summer.',
  leadTime: { minWeeks: 3.5, maxWeeks: 4 },
  trialLeadTime: null,
  timeline: timelineFor({ minWeeks: 3.5, maxWeeks: 4 }, null),
  accessories: {
    fabric: [],
    initials: [],
    addOns: [
      toggle(
        'extra-waist-allowance',
        'Extra waist allowance',
        'An extra inch and a half of cloth in the centre-back seam, so the waist can be let out later.',
        waistAllowance,
      ),
      toggle('key-loop', 'Key loop', 'A small cotton loop inside the right pocket to clip your keys to.', keyLoop),
      toggle(
        'quick-dry-pocketing',
        'Quick-dry pocketing',
        'Light, fast-drying mesh pocket bags instead of cotton; for shorts that see the sea.',
        quickDryPocketing,
      ),
    ],
    others: [commentsItem],
  },
  stylesOrder: built.stylesOrder,
  styles: built.styles,
  exceptions: [
    // Pleats and turn-ups need a structured waistband to hang from; an elasticated waist gathers them.
    rule('waistband', 'drawstring', { front: ['single-forward', 'double-forward'], hem: ['turn-ups'] }),
    // A turn-up would take up a quarter of a 5-inch inseam.
    rule('length', 'short', { hem: ['turn-ups'] }),
  ],
  measurements: buildMeasurements({
    sizes: ['28', '30', '32', '34', '36', '38', '40', '42'],
    fits: ['Slim', 'Tapered', 'Classic'],
    step: 0.125,
    fields: [
      display({
        key: 'waist',
        label: 'Waist',
        comments: 'Measure around where you wear your shorts, usually an inch or two below the navel, with one finger under the tape.',
        lower: 26,
        upper: 50,
        adjust: 1,
        grading: { base: 28, perSize: 2, fit: [0, 0, 0] },
      }),
      display({
        key: 'seat',
        label: 'Seat',
        comments: 'Measure around the fullest part of your seat with your feet together.',
        lower: 32,
        upper: 60,
        adjust: 2,
        grading: { base: 37.5, perSize: 1.75, fit: [-1, 0, 1.5] },
      }),
      display({
        key: 'thigh',
        label: 'Thigh',
        comments: 'Measure around the top of one thigh, about an inch below the crotch.',
        lower: 18,
        upper: 36,
        adjust: 1,
        grading: { base: 22.5, perSize: 0.75, fit: [-1, 0, 1.5] },
      }),
      display({
        key: 'leg-opening',
        label: 'Leg opening',
        comments: 'The finished width all the way around the hem; measure a pair you like laid flat and double it.',
        lower: 16,
        upper: 32,
        adjust: 1.5,
        grading: { base: 20.5, perSize: 0.5, fit: [-1, 0, 1.5] },
      }),
      display({
        key: 'front-rise',
        label: 'Front rise',
        comments: 'Measure from the crotch seam up the front to the top of the waistband on a pair that fits you well.',
        lower: 8,
        upper: 15,
        adjust: 1,
        grading: { base: 10, perSize: 0.25, fit: [-0.25, 0, 0.5] },
      }),
      display({
        key: 'back-rise',
        label: 'Back rise',
        comments: 'Measure from the crotch seam up the back to the top of the waistband on a pair that fits you well.',
        lower: 12,
        upper: 20,
        adjust: 1,
        grading: { base: 14.75, perSize: 0.375, fit: [-0.25, 0, 0.5] },
      }),
      display({
        key: 'inseam',
        label: 'Inseam',
        comments: 'Measure from the crotch down the inside of the leg to where the hem should fall.',
        lower: 4,
        upper: 12,
        adjust: 2,
        grading: { base: 7, perSize: 0, fit: [0, 0, 0] },
      }),
      display({
        key: 'outseam',
        label: 'Outseam',
        comments: 'Measure down the outside of the leg from the top of the waistband to where the hem should fall.',
        lower: 14,
        upper: 24,
        adjust: 2,
        grading: { base: 18.5, perSize: 0.25, fit: [-0.25, 0, 0.5] },
      }),
      dropdown({
        key: 'seat-shape',
        label: 'Seat shape',
        comments: 'Seen from the side in a mirror, is your seat flatter or fuller than most?',
        options: ['Flat', 'Average', 'Prominent'],
        default: 'Average',
        visibility: BODY_AND_SAVED,
      }),
    ],
    advice: [ADVICE.shortsWaist, ADVICE.waistTip, ADVICE.sizeUp],
  }),
  styleKeys: ['waistband'],
  matchingItem: { prefix: 'Matching', suffix: 'shorts' },
  fitGuarantee: fitGuarantee(30),
});
