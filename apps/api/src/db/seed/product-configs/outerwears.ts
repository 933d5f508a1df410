import type { ProductConfigDocument } from '@selvedge/contract';
import type { SeedAddOn, SeedMedia } from '../seed-types.js';
import {
  ADVICE,
  BODY_AND_SAVED,
  addOn,
  buildMeasurements,
  buildStyles,
  choice,
  commentsItem,
  display,
  dropdown,
  initialsItems,
  rule,
  toggle,
  fitGuarantee,
  timelineFor,
} from './builders.js';
import { withFit } from './fit-data.js';
import { outerwear, outerwearLining, sleeveEnd } from './style-pictures.js';

const built = buildStyles('outerwears', [
  {
    key: 'style',
    name: 'Style',
    description: 'The kind of garment: a shirt-weight layer or a proper jacket, each with its own history.',
    default: 'overshirt',
    options: [
      {
        key: 'overshirt',
        value: 'Overshirt',
        description: 'A shirt-shaped layer in heavier cloth with two chest pockets; worn open over a T-shirt or buttoned over a knit.',
        picture: outerwear({ collar: 'point', pockets: 'two-chest-flap' }),
      },
      {
        key: 'chore-jacket',
        value: 'Chore jacket',
        description: 'The French work jacket: boxy, with a wide collar and three patch pockets; in canvas, moleskin or linen.',
        picture: outerwear({ collar: 'chore', pockets: 'three-patch' }),
      },
      {
        key: 'field-jacket',
        value: 'Field jacket',
        description: 'A military-inspired jacket with a storm collar and four bellows pockets; the most practical of the four.',
        picture: outerwear({ collar: 'storm', pockets: 'four-bellows', closure: 'zip' }),
      },
      {
        key: 'harrington',
        value: 'Harrington jacket',
        description: 'A short zip jacket with a band collar, slanted pockets and a ribbed hem; light, neat and timeless.',
        picture: outerwear({ collar: 'band', closure: 'zip', pockets: 'slash-hand', ribbed: true }),
      },
    ],
  },
  {
    key: 'collar',
    name: 'Collar',
    description: 'The collar sets the tone, from shirt-like to weatherproof.',
    default: 'point',
    options: [
      {
        key: 'point',
        value: 'Shirt collar',
        description: 'A classic point collar on a stand, as on a shirt; neat open or buttoned.',
        picture: outerwear({ collar: 'point' }),
      },
      {
        key: 'band',
        value: 'Band collar',
        description: 'A low stand with no leaves; minimal, and smart over a roll-neck.',
        picture: outerwear({ collar: 'band' }),
      },
      {
        key: 'chore',
        value: 'Worker collar',
        description: 'A broad, flat collar with long points in the French workwear manner; relaxed and easy.',
        picture: outerwear({ collar: 'chore' }),
      },
      {
        key: 'storm',
        value: 'Storm collar',
        description: 'A tall collar with a buttoned throat tab that closes against wind and rain.',
        picture: outerwear({ collar: 'storm' }),
      },
    ],
  },
  {
    key: 'pockets',
    name: 'Pockets',
    description: 'How many pockets, and where.',
    default: 'two-chest-flap',
    options: [
      {
        key: 'two-chest-flap',
        value: 'Two chest flap pockets',
        description: 'Two patch pockets with buttoned flaps on the chest; the overshirt classic.',
        picture: outerwear({ pockets: 'two-chest-flap' }),
      },
      {
        key: 'three-patch',
        value: 'Three patch pockets',
        description: 'One open chest pocket and two large hip pockets; the chore jacket’s layout, made for carrying things.',
        picture: outerwear({ pockets: 'three-patch' }),
      },
      {
        key: 'four-flap',
        value: 'Four flap pockets',
        description: 'Flap pockets on the chest and hips; balanced and tidy on a safari-style jacket.',
        picture: outerwear({ pockets: 'four-flap' }),
      },
      {
        key: 'four-bellows',
        value: 'Four bellows pockets',
        description: 'Pleated pockets that expand to hold a map or a paperback, with buttoned flaps; the field jacket’s pockets.',
        picture: outerwear({ pockets: 'four-bellows' }),
      },
      {
        key: 'slash-hand',
        value: 'Slanted hand pockets',
        description: 'Two welted pockets at the hips, angled for your hands; the cleanest front.',
        picture: outerwear({ pockets: 'slash-hand' }),
      },
    ],
  },
  {
    key: 'closure',
    name: 'Closure',
    description: 'What fastens the front, from traditional buttons to a weather-tight zip.',
    default: 'buttons',
    options: [
      {
        key: 'buttons',
        value: 'Buttons',
        description: 'A row of corozo buttons; the traditional front, easy to wear open.',
        picture: outerwear({ closure: 'buttons' }),
      },
      {
        key: 'snaps',
        value: 'Press studs',
        description: 'Metal snaps that close in one pull; a workwear detail that ages well.',
        picture: outerwear({ closure: 'snaps' }),
      },
      {
        key: 'zip',
        value: 'Zip',
        description: 'A two-way metal zip for the most weather-tight front.',
        picture: outerwear({ closure: 'zip' }),
      },
      {
        key: 'hidden',
        value: 'Concealed buttons',
        description: 'Buttons behind a fly front for a clean, minimal look.',
        picture: outerwear({ closure: 'hidden' }),
      },
    ],
  },
  {
    key: 'lining',
    name: 'Lining',
    description: 'How much of the inside is lined, which decides the warmth and the season.',
    default: 'unlined',
    options: [
      {
        key: 'unlined',
        value: 'Unlined',
        description: 'No lining, with every seam neatly bound; the lightest and coolest choice for the tropics.',
        picture: outerwearLining('unlined'),
      },
      {
        key: 'half-lined',
        value: 'Half-lined',
        description: 'Lined across the shoulders and in the sleeves, so it slips on easily but stays light.',
        picture: outerwearLining('half-lined'),
      },
      {
        key: 'fully-lined',
        value: 'Fully lined',
        description: 'A full cupro lining that adds a little warmth and makes the jacket glide over knitwear.',
        picture: outerwearLining('fully-lined'),
      },
      {
        key: 'quilted',
        value: 'Quilted lining',
        description: 'A light quilted lining for real warmth on cold trips and in air-conditioned winters.',
        picture: outerwearLining('quilted'),
      },
    ],
  },
  {
    key: 'cuff',
    name: 'Cuffs',
    description: 'How the sleeves finish at the wrist.',
    default: 'buttoned',
    options: [
      {
        key: 'buttoned',
        value: 'Buttoned cuff',
        description: 'A shirt-style cuff with one button and a sleeve placket; roll it up on warm days.',
        picture: sleeveEnd('buttoned'),
      },
      {
        key: 'button-tab',
        value: 'Button tab',
        description: 'A strap across the sleeve end with two buttons to close it snug against wind.',
        picture: sleeveEnd('button-tab'),
      },
      {
        key: 'rib',
        value: 'Ribbed cuff',
        description: 'A knitted rib cuff that hugs the wrist, as on a Harrington or bomber.',
        picture: sleeveEnd('rib'),
      },
      {
        key: 'plain',
        value: 'Plain sleeve',
        description: 'A simple turned hem with no cuff; clean and unfussy on a chore jacket.',
        picture: sleeveEnd('plain'),
      },
    ],
  },
]);

const initials = addOn('outerwears', 'initials', 'Outerwear initials embroidery', 1000);
const elbowPatches = addOn('outerwears', 'elbow-patches', 'Suede elbow patches', 3500);
const insideZipPocket = addOn('outerwears', 'inside-zip-pocket', 'Inside zip pocket', 1500);
const waterRepellent = addOn('outerwears', 'water-repellent-finish', 'Water-repellent finish', 2500);

export const outerwearsAddOns: SeedAddOn[] = [initials, elbowPatches, insideZipPocket, waterRepellent];

export const outerwearsMedia: SeedMedia[] = built.media;

export const outerwears: Omit<ProductConfigDocument, 'picture'> = withFit({
  productType: 'outerwears',
  title: 'Outerwear',
  description:
    'Overshirts, chore jackets and field jackets cut to your measurements, in canvas, moleskin, linen and brushed wool. Built to be layered over a shirt or a knit and to soften beautifully with wear.',
  leadTime: { minWeeks: 4, maxWeeks: 4.5 },
  trialLeadTime: null,
  timeline: timelineFor({ minWeeks: 4, maxWeeks: 4.5 }, null),
  accessories: {
    fabric: [
      choice(
        'lining-colour',
        'Lining colour',
        'The colour of the lining and of the bindings on the seams; tonal is matched to the cloth.',
        [
          { key: 'tonal', name: 'Tonal, matched to the cloth' },
          { key: 'navy', name: 'Navy' },
          { key: 'olive', name: 'Olive' },
          { key: 'tan', name: 'Tan' },
          { key: 'burgundy', name: 'Burgundy' },
          { key: 'charcoal', name: 'Charcoal' },
        ],
        'tonal',
      ),
    ],
    initials: initialsItems(
      'jacket',
      [
        { key: 'inside-facing', name: 'Inside front facing' },
        { key: 'hanger-loop', name: 'Under the hanger loop' },
        { key: 'left-cuff', name: 'Left cuff' },
      ],
      'inside-facing',
      initials,
    ),
    addOns: [
      toggle(
        'elbow-patches',
        'Suede elbow patches',
        'Oval suede patches sewn on at the elbows, for looks and for hard wear.',
        elbowPatches,
      ),
      toggle('inside-zip-pocket', 'Inside zip pocket', 'A zipped pocket inside the left front for a passport or phone.', insideZipPocket),
      toggle(
        'water-repellent-finish',
        'Water-repellent finish',
        'A fluorine-free finish that makes rain bead and roll off; breathable, and renewed by a warm tumble dry.',
        waterRepellent,
      ),
    ],
    others: [commentsItem],
  },
  stylesOrder: built.stylesOrder,
  styles: built.styles,
  exceptions: [
    // An overshirt is a shirt-weight layer: quilting and bellows pockets make it drag and bulge.
    rule('style', 'overshirt', { lining: ['quilted'], pockets: ['four-bellows'] }),
    // The Harrington is defined by its slanted hand pockets, open front closure and rib cuffs.
    rule('style', 'harrington', {
      pockets: ['three-patch', 'four-flap', 'four-bellows'],
      closure: ['hidden'],
      cuff: ['buttoned'],
    }),
    // A chore jacket is a button-front work jacket; a zip turns it into something else.
    rule('style', 'chore-jacket', { closure: ['zip'] }),
  ],
  measurements: buildMeasurements({
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    fits: ['Slim', 'Tailored', 'Classic'],
    step: 0.125,
    fields: [
      display({
        key: 'chest',
        label: 'Chest',
        comments: 'Measure around the fullest part of your chest over a shirt, under the arms, with the tape level.',
        lower: 32,
        upper: 62,
        adjust: 2,
        grading: { base: 40, perSize: 2.5, fit: [-2, 0, 3] },
      }),
      display({
        key: 'waist',
        label: 'Waist',
        comments: 'Measure around your natural waist over a shirt, just above the navel.',
        lower: 28,
        upper: 60,
        adjust: 2,
        grading: { base: 37, perSize: 2.5, fit: [-2, 0, 3] },
      }),
      display({
        key: 'hips',
        label: 'Hips',
        comments: 'Measure around the widest part of your seat with your feet together.',
        lower: 32,
        upper: 62,
        adjust: 2,
        grading: { base: 40, perSize: 2.5, fit: [-2, 0, 3] },
      }),
      display({
        key: 'shoulder',
        label: 'Shoulder width',
        comments: 'Measure across your back from the tip of one shoulder bone to the other.',
        lower: 15,
        upper: 24,
        adjust: 1,
        grading: { base: 17, perSize: 0.75, fit: [-0.25, 0, 0.5] },
      }),
      display({
        key: 'sleeve-length',
        label: 'Sleeve length',
        comments: 'Measure from the shoulder bone down a slightly bent arm to the wrist bone.',
        lower: 21,
        upper: 29,
        adjust: 1.5,
        grading: { base: 24, perSize: 0.375, fit: [0, 0, 0.25] },
      }),
      display({
        key: 'bicep',
        label: 'Bicep',
        comments: 'Measure around the fullest part of your upper arm with the arm hanging relaxed.',
        lower: 11,
        upper: 22,
        adjust: 1,
        grading: { base: 14.5, perSize: 0.75, fit: [-1, 0, 1.5] },
      }),
      display({
        key: 'cuff',
        label: 'Cuff',
        comments: 'Measure around your wrist over the wrist bone and add an inch and a half for ease.',
        lower: 8,
        upper: 14,
        adjust: 0.5,
        grading: { base: 10, perSize: 0.25, fit: [-0.25, 0, 0.5] },
      }),
      display({
        key: 'length',
        label: 'Length',
        comments: 'Measure from the collar seam at the centre back of your neck straight down to where the hem should fall.',
        lower: 24,
        upper: 34,
        adjust: 1.5,
        grading: { base: 27.5, perSize: 0.5, fit: [0, 0, 0.5] },
      }),
      display({
        key: 'neck',
        label: 'Neck',
        comments: 'Measure around the base of your neck with one finger under the tape.',
        lower: 13,
        upper: 21,
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
      dropdown({
        key: 'layering',
        label: 'Worn over',
        comments: 'What you will usually wear underneath, so we can allow the right room through the body and sleeves.',
        options: ['A T-shirt', 'A shirt', 'A sweater'],
        default: 'A shirt',
      }),
    ],
    advice: [ADVICE.sizeUp],
  }),
  styleKeys: ['style'],
  matchingItem: { prefix: 'Matching', suffix: 'overshirt' },
  fitGuarantee: fitGuarantee(80),
});
