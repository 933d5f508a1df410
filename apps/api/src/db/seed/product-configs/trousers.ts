import type { ProductConfigDocument } from '@selvedge/contract';
import type { SeedAddOn, SeedMedia } from '../seed-types.js';
import {
  ADVICE,
  BODY_AND_SAVED,
  BODY_ONLY,
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
import { trouserBack, trouserHem, trouserTop } from './style-pictures.js';

const built = buildStyles('trousers', [
  {
    key: 'waistband',
    name: 'Waistband',
    description: 'How the trousers close and hold at the waist.',
    default: 'standard',
    options: [
      {
        key: 'standard',
        value: 'Standard waistband',
        description: 'A straight waistband closed with a button and an inside hook; clean and right for almost everything.',
        picture: trouserTop({ waistband: 'standard' }),
      },
      {
        key: 'extended-tab',
        value: 'Extended tab',
        description:
          'The waistband runs past the fly in a pointed tab that buttons at the hip; a tailored detail that keeps the front flat.',
        picture: trouserTop({ waistband: 'extended-tab' }),
      },
      {
        key: 'hollywood',
        value: 'Hollywood waist',
        description:
          'No separate waistband: the trouser rises in one piece to a higher, shaped top edge; 1940s elegance, worn without a belt.',
        picture: trouserTop({ waistband: 'hollywood', loops: 'none' }),
      },
      {
        key: 'gurkha',
        value: 'Gurkha waistband',
        description: 'A tall waistband with wrap-over straps that buckle at the front; a military classic that needs no belt.',
        picture: trouserTop({ waistband: 'gurkha', loops: 'none' }),
      },
    ],
  },
  {
    key: 'front',
    name: 'Front',
    description: 'Flat or pleated: pleats add room through the hip and thigh and help the trousers drape.',
    default: 'flat',
    options: [
      {
        key: 'flat',
        value: 'Flat front',
        description: 'No pleats, for a clean, modern line; the best choice for slim and tapered fits.',
        picture: trouserTop({ front: 'flat' }),
      },
      {
        key: 'single-forward',
        value: 'Single forward pleat',
        description: 'One pleat each side that opens towards the fly; the English way, neat and slimming.',
        picture: trouserTop({ front: 'single-forward' }),
      },
      {
        key: 'single-reverse',
        value: 'Single reverse pleat',
        description: 'One pleat each side that opens towards the pocket; a softer, Italian drape.',
        picture: trouserTop({ front: 'single-reverse' }),
      },
      {
        key: 'double-forward',
        value: 'Double forward pleats',
        description: 'Two pleats each side opening towards the fly; generous and comfortable, lovely in flannel with a high rise.',
        picture: trouserTop({ front: 'double-forward' }),
      },
      {
        key: 'double-reverse',
        value: 'Double reverse pleats',
        description: 'Two pleats each side opening towards the pocket; the fullest drape, for relaxed, wide-legged trousers.',
        picture: trouserTop({ front: 'double-reverse' }),
      },
    ],
  },
  {
    key: 'fastening',
    name: 'Fly',
    description: 'What closes the fly: a zip for everyday ease, or buttons in the bespoke tradition.',
    default: 'zip',
    options: [
      {
        key: 'zip',
        value: 'Zip fly',
        description: 'A fine metal zip under the fly; quick and practical for everyday trousers.',
        picture: trouserTop({ fastening: 'zip' }),
      },
      {
        key: 'button',
        value: 'Button fly',
        description: 'A row of buttons under the fly; the traditional bespoke fly, which lies flatter and never slips open.',
        picture: trouserTop({ fastening: 'button' }),
      },
    ],
  },
  {
    key: 'back-pockets',
    name: 'Back pockets',
    description: 'Hip pockets on the seat of the trousers.',
    default: 'two-jetted',
    options: [
      {
        key: 'none',
        value: 'No back pockets',
        description: 'A clean seat for the sharpest line, as on dress and evening trousers.',
        picture: trouserBack('none'),
      },
      {
        key: 'one-jetted',
        value: 'One jetted pocket',
        description: 'A single buttoned jetted pocket on the right hip, for a wallet; the tailor’s usual choice.',
        picture: trouserBack('one-jetted'),
      },
      {
        key: 'two-jetted',
        value: 'Two jetted pockets',
        description: 'Buttoned jetted pockets on both hips; neat, symmetrical and practical.',
        picture: trouserBack('two-jetted'),
      },
      {
        key: 'two-flap',
        value: 'Two flap pockets',
        description: 'Both hip pockets covered by pointed, buttoned flaps; a sturdy country detail for cords and chinos.',
        picture: trouserBack('two-flap'),
      },
    ],
  },
  {
    key: 'side-pockets',
    name: 'Side pockets',
    description: 'The front pockets at the hips.',
    default: 'slanted',
    options: [
      {
        key: 'slanted',
        value: 'Slanted pockets',
        description: 'Angled openings that are easy to reach into and stay closed when you sit; the everyday choice.',
        picture: trouserTop({ sidePockets: 'slanted' }),
      },
      {
        key: 'on-seam',
        value: 'On-seam pockets',
        description: 'Openings hidden in the side seam for the cleanest front; traditional on suit and dress trousers.',
        picture: trouserTop({ sidePockets: 'on-seam' }),
      },
      {
        key: 'frogmouth',
        value: 'Frogmouth pockets',
        description: 'Curved openings set just below the waistband, as on 1950s western and tennis trousers; they never gape.',
        picture: trouserTop({ sidePockets: 'frogmouth' }),
      },
    ],
  },
  {
    key: 'belt-loops',
    name: 'Belt loops',
    description: 'Whether the trousers take a belt, and how wide a belt.',
    default: 'standard',
    options: [
      {
        key: 'standard',
        value: 'Belt loops',
        description: 'Loops for a dress belt up to 1¼ inches wide.',
        picture: trouserTop({ loops: 'standard' }),
      },
      {
        key: 'wide',
        value: 'Wide belt loops',
        description: 'Longer, wider loops for a casual belt up to 1½ inches; for chinos and cords.',
        picture: trouserTop({ loops: 'wide' }),
      },
      {
        key: 'none',
        value: 'No belt loops',
        description: 'A clean waistband, worn with side adjusters or braces.',
        picture: trouserTop({ loops: 'none' }),
      },
    ],
  },
  {
    key: 'side-adjusters',
    name: 'Side adjusters',
    description: 'Small tabs at the sides of the waistband that tighten the waist without a belt.',
    default: 'none',
    options: [
      {
        key: 'none',
        value: 'No side adjusters',
        description: 'A plain waistband; the trousers are held by a belt or braces.',
        picture: trouserTop({ adjusters: 'none' }),
      },
      {
        key: 'buckle',
        value: 'Buckle adjusters',
        description: 'A strap and slide buckle on each side for fine adjustment through the day.',
        picture: trouserTop({ adjusters: 'buckle', loops: 'none' }),
      },
      {
        key: 'button-tab',
        value: 'Button-tab adjusters',
        description: 'A tab on each side with three buttons; cleaner than buckles, with an inch of play.',
        picture: trouserTop({ adjusters: 'button-tab', loops: 'none' }),
      },
    ],
  },
  {
    key: 'hem',
    name: 'Hem',
    description: 'How the trouser leg finishes over the shoe.',
    default: 'plain',
    options: [
      {
        key: 'plain',
        value: 'Plain hem',
        description: 'A straight, blind-stitched hem; the formal finish and the one for slim legs.',
        picture: trouserHem('plain'),
      },
      {
        key: 'turn-ups',
        value: 'Turn-ups, 1½ inches',
        description: 'Classic turn-ups (cuffs) that add weight so the leg hangs straight; best with pleats and heavier cloth.',
        picture: trouserHem('turn-ups'),
      },
      {
        key: 'deep-turn-ups',
        value: 'Deep turn-ups, 2 inches',
        description: 'Deeper turn-ups for a bolder, Neapolitan look on wide or high-waisted trousers.',
        picture: trouserHem('deep-turn-ups'),
      },
      {
        key: 'angled',
        value: 'Angled hem',
        description: 'Cut a little longer at the back than the front, so the leg clears the shoe front and covers the heel.',
        picture: trouserHem('angled'),
      },
    ],
  },
]);

const waistAllowance = addOn('trousers', 'extra-waist-allowance', 'Extra waist allowance', 1500);
const braceButtons = addOn('trousers', 'brace-buttons', 'Brace buttons', 1000);
const shirtGrip = addOn('trousers', 'shirt-grip', 'Shirt-grip waistband', 1200);

export const trousersAddOns: SeedAddOn[] = [waistAllowance, braceButtons, shirtGrip];

export const trousersMedia: SeedMedia[] = built.media;

export const trousers: Omit<ProductConfigDocument, 'picture'> = withFit({
  productType: 'trousers',
  title: 'Trousers',
  description:
    'Trousers cut to your waist, seat and leg, in worsted wool, flannel, linen and cotton twill, from sharp flat-fronts to full double-pleated cuts. Every pair has a curtained waistband and is finished with the hem you choose.',
  leadTime: { minWeeks: 3.5, maxWeeks: 4 },
  trialLeadTime: { minWeeks: 3.5, maxWeeks: 4 },
  timeline: timelineFor({ minWeeks: 3.5, maxWeeks: 4 }, { minWeeks: 3.5, maxWeeks: 4 }),
  accessories: {
    fabric: [],
    initials: [],
    addOns: [
      toggle(
        'extra-waist-allowance',
        'Extra waist allowance',
        'Two extra inches of cloth left in the centre-back seam, so the waist can be let out later.',
        waistAllowance,
      ),
      toggle('brace-buttons', 'Brace buttons', 'Six buttons sewn inside the waistband for braces.', braceButtons),
      toggle(
        'shirt-grip',
        'Shirt-grip waistband',
        'A rubberised strip inside the waistband that keeps your shirt tucked in all day.',
        shirtGrip,
      ),
    ],
    others: [commentsItem],
  },
  stylesOrder: built.stylesOrder,
  styles: built.styles,
  exceptions: [
    // Side adjusters replace the belt: a belt over them would sit on the buckles.
    rule('side-adjusters', 'buckle', { 'belt-loops': ['standard', 'wide'] }),
    rule('side-adjusters', 'button-tab', { 'belt-loops': ['standard', 'wide'] }),
    // A Gurkha waistband carries its own straps and buckles: no belt, no extra adjusters.
    rule('waistband', 'gurkha', { 'belt-loops': ['standard', 'wide'], 'side-adjusters': ['buckle', 'button-tab'] }),
    // A Hollywood waist has no waistband to anchor belt loops; it is worn with adjusters or braces.
    rule('waistband', 'hollywood', { 'belt-loops': ['standard', 'wide'] }),
  ],
  measurements: buildMeasurements({
    sizes: ['28', '30', '32', '34', '36', '38', '40', '42'],
    fits: ['Slim', 'Tapered', 'Classic'],
    step: 0.125,
    fields: [
      display({
        key: 'waist',
        label: 'Waist',
        comments: 'Measure around where you wear your trousers, usually an inch or two below the navel, with one finger under the tape.',
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
        grading: { base: 22, perSize: 0.75, fit: [-1, 0, 1.5] },
      }),
      display({
        key: 'knee',
        label: 'Knee',
        comments: 'Measure around the leg at the knee with the leg straight; the table shows the finished trouser knee.',
        lower: 13,
        upper: 26,
        adjust: 1,
        grading: { base: 15.5, perSize: 0.5, fit: [-0.75, 0, 1.5] },
      }),
      display({
        key: 'leg-opening',
        label: 'Leg opening',
        comments: 'The finished width all the way around the hem; measure a pair you like laid flat and double it.',
        lower: 12,
        upper: 22,
        adjust: 1,
        grading: { base: 14.5, perSize: 0.375, fit: [-0.75, 0, 1.5] },
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
        comments:
          'Measure from the crotch down the inside of the leg to where the hem should fall, wearing the shoes you will wear them with.',
        lower: 26,
        upper: 38,
        adjust: 3,
        grading: { base: 32, perSize: 0, fit: [0, 0, 0] },
      }),
      display({
        key: 'outseam',
        label: 'Outseam',
        comments: 'Measure down the outside of the leg from the top of the waistband to where the hem should fall.',
        lower: 36,
        upper: 48,
        adjust: 3,
        grading: { base: 43.5, perSize: 0.25, fit: [-0.25, 0, 0.5] },
      }),
      display({
        key: 'height',
        label: 'Height',
        comments: 'Stand straight against a wall without shoes and measure from the floor to the top of your head.',
        lower: 58,
        upper: 82,
        visibility: BODY_ONLY,
        value: 70,
      }),
      display({
        key: 'calf',
        label: 'Calf',
        comments: 'Measure around the fullest part of your calf while standing.',
        lower: 11,
        upper: 22,
        visibility: BODY_AND_SAVED,
        value: 15,
      }),
      dropdown({
        key: 'break',
        label: 'Break',
        comments: 'How much the trouser front should rest on the shoe: none for a cropped, modern look, full for a traditional one.',
        options: ['No break', 'Quarter break', 'Half break', 'Full break'],
        default: 'Quarter break',
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
    advice: [ADVICE.trouserWaist, ADVICE.waistTip, ADVICE.sizeUp],
  }),
  styleKeys: ['waistband'],
  matchingItem: { prefix: 'Matching', suffix: 'trousers' },
  fitGuarantee: fitGuarantee(50),
});
