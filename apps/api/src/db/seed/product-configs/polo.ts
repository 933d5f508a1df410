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
  initialsItems,
  toggle,
  fitGuarantee,
  timelineFor,
} from './builders.js';
import { withFit } from './fit-data.js';
import { poloBody, poloNeck } from './style-pictures.js';

const built = buildStyles('polo', [
  {
    key: 'collar',
    name: 'Collar',
    description: 'A polo is defined by its collar: knitted and sporty, or cut from the body cloth and closer to a shirt.',
    default: 'ribbed',
    options: [
      {
        key: 'ribbed',
        value: 'Ribbed knit collar',
        description: 'The classic flat-knit rib collar of the tennis polo; springy, easy and at home anywhere from court to terrace.',
        picture: poloNeck('ribbed', 'two-button'),
      },
      {
        key: 'self-fabric',
        value: 'Self-fabric collar',
        description: 'A collar cut from the same piqué as the body and lightly interlined, so it stands neatly under a jacket.',
        picture: poloNeck('self-fabric', 'two-button'),
      },
      {
        key: 'button-down',
        value: 'Button-down collar',
        description: 'Self-fabric points held by small buttons; a polo that behaves like an oxford shirt, tidy all day.',
        picture: poloNeck('button-down', 'two-button'),
      },
      {
        key: 'camp',
        value: 'Camp collar',
        description: 'An open, flat collar that lies on the shoulders with a small revere; relaxed resort style for hot days.',
        picture: poloNeck('camp', 'two-button'),
      },
    ],
  },
  {
    key: 'placket',
    name: 'Placket',
    description: 'The short front opening below the collar.',
    default: 'two-button',
    options: [
      {
        key: 'two-button',
        value: 'Two-button placket',
        description: 'The original short placket with two buttons; neat and sporting.',
        picture: poloNeck('ribbed', 'two-button'),
      },
      {
        key: 'three-button',
        value: 'Three-button placket',
        description: 'A longer placket with three buttons that opens a little lower; a touch dressier and easy to pull on.',
        picture: poloNeck('ribbed', 'three-button'),
      },
      {
        key: 'johnny',
        value: 'Johnny collar opening',
        description: 'A buttonless V-shaped opening under the collar; open and breezy, made to be worn loose.',
        picture: poloNeck('ribbed', 'johnny'),
      },
      {
        key: 'hidden',
        value: 'Hidden placket',
        description: 'The buttons sit under a fly for a clean, minimal front that looks smart under a blazer.',
        picture: poloNeck('ribbed', 'hidden'),
      },
    ],
  },
  {
    key: 'sleeve',
    name: 'Sleeves',
    description: 'How the short sleeve is finished where it meets the arm.',
    default: 'short-ribbed',
    options: [
      {
        key: 'short-ribbed',
        value: 'Short sleeve, ribbed band',
        description: 'A short sleeve finished with a knitted rib band that hugs the arm; the classic polo sleeve.',
        picture: poloBody({ sleeve: 'short-ribbed' }),
      },
      {
        key: 'short-hemmed',
        value: 'Short sleeve, hemmed',
        description: 'A short sleeve simply turned and stitched; lighter and looser than a rib, and cooler in the heat.',
        picture: poloBody({ sleeve: 'short-hemmed' }),
      },
      {
        key: 'short-cuffed',
        value: 'Short sleeve, turned cuff',
        description: 'A short sleeve finished with a neat turned-back cuff, as on a resort shirt; crisp, and a little dressier.',
        picture: poloBody({ sleeve: 'short-cuffed' }),
      },
    ],
  },
  {
    key: 'hem',
    name: 'Hem',
    description: 'How the polo finishes at the bottom, tucked or worn out.',
    default: 'tennis-tail',
    options: [
      {
        key: 'tennis-tail',
        value: 'Tennis tail',
        description: 'The back is cut a little longer than the front, with short side vents, so it stays tucked when you reach.',
        picture: poloBody({ hem: 'tennis-tail' }),
      },
      {
        key: 'straight-vents',
        value: 'Straight hem with side vents',
        description: 'An even hem with small side vents, made to be worn untucked over chinos or shorts.',
        picture: poloBody({ hem: 'straight-vents' }),
      },
      {
        key: 'ribbed-band',
        value: 'Ribbed waistband',
        description: 'A knitted rib band that gathers at the hip, in the manner of a knitted golf shirt.',
        picture: poloBody({ hem: 'ribbed-band' }),
      },
    ],
  },
  {
    key: 'pocket',
    name: 'Chest pocket',
    description: 'An optional pocket on the left chest.',
    default: 'none',
    options: [
      {
        key: 'none',
        value: 'No pocket',
        description: 'A clean front; the classic polo.',
        picture: poloBody({ pocket: 'none' }),
      },
      {
        key: 'patch',
        value: 'Patch pocket',
        description: 'A small open patch pocket on the left chest for sunglasses or a pen.',
        picture: poloBody({ pocket: 'patch' }),
      },
      {
        key: 'flap',
        value: 'Flap pocket',
        description: 'A patch pocket closed by a buttoned flap; a utilitarian touch for travel.',
        picture: poloBody({ pocket: 'flap' }),
      },
    ],
  },
]);

const initials = addOn('polo', 'initials', 'Polo initials embroidery', 1000);
const tipping = addOn('polo', 'tipped-collar-cuffs', 'Tipped collar and sleeve bands', 1500);
const spareButtons = addOn('polo', 'spare-buttons', 'Spare buttons', 500);
const garmentWash = addOn('polo', 'garment-wash', 'Garment wash', 1000);

export const poloAddOns: SeedAddOn[] = [initials, tipping, spareButtons, garmentWash];

export const poloMedia: SeedMedia[] = built.media;

export const polo: Omit<ProductConfigDocument, 'picture'> = withFit({
  productType: 'polo',
  title: 'Polo Shirts',
  description:
    'Polo shirts in breathable cotton piqué and jersey, cut to your chest, shoulders and length instead of a generic S, M or L. Choose the collar, placket and sleeve, and wear it tucked into tailoring or loose at the weekend.',
  leadTime: { minWeeks: 3.5, maxWeeks: 4 },
  trialLeadTime: null,
  timeline: timelineFor({ minWeeks: 3.5, maxWeeks: 4 }, null),
  accessories: {
    fabric: [],
    initials: initialsItems(
      'polo',
      [
        { key: 'left-hem', name: 'Left hem, by the side vent' },
        { key: 'left-sleeve', name: 'Left sleeve' },
        { key: 'back-neck', name: 'Inside the back neck' },
      ],
      'left-hem',
      initials,
    ),
    addOns: [
      toggle(
        'tipped-collar-cuffs',
        'Tipped collar and sleeve bands',
        'A fine contrast stripe knitted into the edge of the collar and sleeve bands, in the colour of your initials thread.',
        tipping,
      ),
      toggle('spare-buttons', 'Spare buttons', 'Two spare placket buttons sewn inside the side seam.', spareButtons),
      toggle(
        'garment-wash',
        'Garment wash',
        'The finished polo is washed and tumbled before it ships, for a softer hand and no further shrinkage.',
        garmentWash,
      ),
    ],
    others: [commentsItem],
  },
  stylesOrder: built.stylesOrder,
  styles: built.styles,
  exceptions: [],
  measurements: buildMeasurements({
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    fits: ['Slim', 'Tailored', 'Classic'],
    step: 0.125,
    fields: [
      display({
        key: 'chest',
        label: 'Chest',
        comments: 'Measure around the fullest part of your chest, under the arms, keeping the tape level.',
        lower: 32,
        upper: 60,
        adjust: 2,
        grading: { base: 37.5, perSize: 2.5, fit: [-1.5, 0, 2.5] },
      }),
      display({
        key: 'waist',
        label: 'Waist',
        comments: 'Measure around your natural waist, just above the navel, breathing normally.',
        lower: 28,
        upper: 58,
        adjust: 2,
        grading: { base: 34, perSize: 2.5, fit: [-2, 0, 3] },
      }),
      display({
        key: 'hips',
        label: 'Hips',
        comments: 'Measure around the widest part of your seat with your feet together.',
        lower: 32,
        upper: 60,
        adjust: 2,
        grading: { base: 37, perSize: 2.5, fit: [-1.5, 0, 2.5] },
      }),
      display({
        key: 'shoulder',
        label: 'Shoulder width',
        comments: 'Measure across your back from the tip of one shoulder bone to the other.',
        lower: 15,
        upper: 24,
        adjust: 1,
        grading: { base: 16.5, perSize: 0.75, fit: [-0.25, 0, 0.5] },
      }),
      display({
        key: 'sleeve-length',
        label: 'Sleeve length',
        comments: 'Measure from the shoulder bone down the outside of the arm to where the sleeve should end, usually mid-bicep.',
        lower: 6,
        upper: 12,
        adjust: 1,
        grading: { base: 8, perSize: 0.25, fit: [0, 0, 0.25] },
      }),
      display({
        key: 'sleeve-opening',
        label: 'Sleeve opening',
        comments: 'Measure around your arm where the sleeve ends, then add an inch for ease.',
        lower: 9,
        upper: 20,
        adjust: 1,
        grading: { base: 12.5, perSize: 0.5, fit: [-0.5, 0, 1] },
      }),
      display({
        key: 'length',
        label: 'Length',
        comments: 'Measure from the highest point of the shoulder, beside the collar, straight down to where the hem should fall.',
        lower: 24,
        upper: 34,
        adjust: 1.5,
        grading: { base: 26.5, perSize: 0.75, fit: [0, 0, 0.5] },
      }),
      display({
        key: 'neck',
        label: 'Neck',
        comments: 'Measure around the base of your neck with one finger under the tape.',
        lower: 13,
        upper: 20,
        visibility: BODY_AND_SAVED,
        value: 15.5,
      }),
      dropdown({
        key: 'shoulder-slope',
        label: 'Shoulder slope',
        comments: 'Look straight into a mirror: compared with most people, do your shoulders fall away steeply or sit high and level?',
        options: ['Normal', 'Sloped', 'Square'],
        default: 'Normal',
        visibility: BODY_AND_SAVED,
      }),
    ],
    advice: [ADVICE.sizeUp],
  }),
  styleKeys: ['collar'],
  matchingItem: null,
  fitGuarantee: fitGuarantee(30),
});
