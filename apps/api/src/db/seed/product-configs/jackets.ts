import type { ProductConfigDocument } from '@selvedge/contract';
import type { SeedAddOn, SeedMedia } from '../seed-types.js';
import {
  ADVICE,
  BODY_AND_SAVED,
  BODY_ONLY,
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
import { jacketBack, jacketFront, jacketLapel, jacketLining, jacketMake, jacketSleeve } from './style-pictures.js';

const built = buildStyles('jackets', [
  {
    key: 'make',
    name: 'Make',
    description: 'What is inside the jacket: the canvas and padding that give it shape.',
    default: 'half-canvas',
    options: [
      {
        key: 'half-canvas',
        value: 'Half canvas',
        description:
          'A floating horsehair canvas through the chest and lapels for a natural roll, with a light fused lower front; the best value in tailoring.',
        picture: jacketMake('half-canvas'),
      },
      {
        key: 'full-canvas',
        value: 'Full canvas',
        description: 'Canvas from shoulder to hem, hand-padded at the lapel; moulds to you over the years and lasts for decades.',
        picture: jacketMake('full-canvas'),
      },
      {
        key: 'unstructured',
        value: 'Unstructured',
        description: 'No canvas and no shoulder pads: soft as a cardigan and cool to wear; ideal for linen and travel.',
        picture: jacketMake('unstructured'),
      },
    ],
  },
  {
    key: 'style',
    name: 'Style',
    description: 'Single- or double-breasted, and how many buttons close the front.',
    default: 'two-button',
    options: [
      {
        key: 'one-button',
        value: 'Single-breasted, one button',
        description: 'One button at the waist and a long lapel line; elegant, and the classic dinner-jacket front.',
        picture: jacketFront({ style: 'one-button' }),
      },
      {
        key: 'two-button',
        value: 'Single-breasted, two buttons',
        description: 'The timeless business jacket: fasten the top button only; right for every build and occasion.',
        picture: jacketFront({ style: 'two-button' }),
      },
      {
        key: 'three-roll-two',
        value: 'Three-roll-two',
        description:
          'Three buttons, with the lapel rolling softly past the top one so it fastens as a two-button; the Neapolitan and Ivy favourite.',
        picture: jacketFront({ style: 'three-roll-two' }),
      },
      {
        key: 'double-breasted-six-on-two',
        value: 'Double-breasted, six on two',
        description: 'Six buttons, two to fasten: the classic double-breasted front, strong and formal; always worn closed.',
        picture: jacketFront({ style: 'six-on-two', lapel: 'peak' }),
      },
      {
        key: 'double-breasted-four-on-one',
        value: 'Double-breasted, four on one',
        description: 'Four buttons with one to fasten low for a deeper lapel; a relaxed, contemporary double-breasted.',
        picture: jacketFront({ style: 'four-on-one', lapel: 'peak' }),
      },
    ],
  },
  {
    key: 'lapel',
    name: 'Lapel',
    description: 'The shape of the lapel, from everyday to ceremonial.',
    default: 'notch',
    options: [
      {
        key: 'notch',
        value: 'Notch lapel',
        description: 'A V-shaped notch where collar meets lapel; the everyday lapel for business suits and sport coats.',
        picture: jacketLapel('notch'),
      },
      {
        key: 'peak',
        value: 'Peak lapel',
        description: 'Points sweeping up towards the shoulders; more formal and assertive, and the lapel for a double-breasted front.',
        picture: jacketLapel('peak'),
      },
      {
        key: 'shawl',
        value: 'Shawl lapel',
        description:
          'One unbroken curve from collar to button, with no notch; the dinner jacket’s lapel, also charming on a velvet smoking jacket.',
        picture: jacketLapel('shawl'),
      },
    ],
  },
  {
    key: 'lapel-width',
    name: 'Lapel width',
    description: 'How wide the lapel is at its widest point; balance it with your build and your tie.',
    default: 'classic',
    options: [
      {
        key: 'slim',
        value: 'Slim, 2¾ inches',
        description: 'A narrow lapel for a slight build and skinny ties; sharp and modern.',
        picture: jacketLapel('notch', 'slim'),
      },
      {
        key: 'classic',
        value: 'Classic, 3¼ inches',
        description: 'The balanced width that suits most builds and never dates.',
        picture: jacketLapel('notch', 'classic'),
      },
      {
        key: 'wide',
        value: 'Wide, 3¾ inches',
        description: 'A generous lapel in the Neapolitan and 1930s manner; flattering on broad shoulders.',
        picture: jacketLapel('notch', 'wide'),
      },
    ],
  },
  {
    key: 'vents',
    name: 'Vents',
    description: 'Openings at the back hem that let the jacket move and sit neatly.',
    default: 'double',
    options: [
      {
        key: 'double',
        value: 'Double vents',
        description: 'Two side vents that keep the back clean when you sit or reach into a pocket; the British classic.',
        picture: jacketBack('double'),
      },
      {
        key: 'single',
        value: 'Single vent',
        description: 'One centre vent; traditional on American sack suits and riding coats.',
        picture: jacketBack('single'),
      },
      {
        key: 'none',
        value: 'No vents',
        description: 'A ventless back for the sleekest line; Italian in spirit and correct for a dinner jacket.',
        picture: jacketBack('none'),
      },
    ],
  },
  {
    key: 'pockets',
    name: 'Hip pockets',
    description: 'The two pockets at the hips, from dressy to country.',
    default: 'flap',
    options: [
      {
        key: 'flap',
        value: 'Flap pockets',
        description: 'Straight pockets with flaps that can be tucked in; the versatile business choice.',
        picture: jacketFront({ pockets: 'flap' }),
      },
      {
        key: 'jetted',
        value: 'Jetted pockets',
        description: 'Slim piped openings with no flap; the dressiest pocket, for dinner jackets and formal suits.',
        picture: jacketFront({ pockets: 'jetted' }),
      },
      {
        key: 'patch',
        value: 'Patch pockets',
        description: 'Pockets sewn onto the outside of the jacket, with a patch chest pocket to match; relaxed, for sport coats and linen.',
        picture: jacketFront({ pockets: 'patch' }),
      },
      {
        key: 'hacking',
        value: 'Hacking pockets',
        description: 'Slanted flap pockets from the riding tradition; they add movement and lengthen the figure.',
        picture: jacketFront({ pockets: 'hacking' }),
      },
    ],
  },
  {
    key: 'ticket-pocket',
    name: 'Ticket pocket',
    description: 'A small extra pocket above the right hip pocket.',
    default: 'none',
    options: [
      {
        key: 'none',
        value: 'No ticket pocket',
        description: 'A clean front with the usual two hip pockets.',
        picture: jacketFront(),
      },
      {
        key: 'ticket',
        value: 'Ticket pocket',
        description: 'A small flap pocket above the right hip pocket, once for a train ticket; an English detail, handy for cards.',
        picture: jacketFront({ ticket: true }),
      },
    ],
  },
  {
    key: 'sleeve-buttons',
    name: 'Sleeve buttons',
    description: 'The buttons on each cuff, and how they are spaced.',
    default: 'four-kissing',
    options: [
      {
        key: 'four-kissing',
        value: 'Four kissing buttons',
        description: 'Four buttons set so close that their edges touch; the traditional tailored cuff.',
        picture: jacketSleeve('four-kissing'),
      },
      {
        key: 'four-spaced',
        value: 'Four spaced buttons',
        description: 'Four buttons with a little space between them; tidy and classic.',
        picture: jacketSleeve('four-spaced'),
      },
      {
        key: 'three-kissing',
        value: 'Three kissing buttons',
        description: 'Three touching buttons for a lighter cuff on sport coats.',
        picture: jacketSleeve('three-kissing'),
      },
      {
        key: 'two-spaced',
        value: 'Two spaced buttons',
        description: 'Two buttons, as on relaxed and summer jackets.',
        picture: jacketSleeve('two-spaced'),
      },
    ],
  },
  {
    key: 'lining',
    name: 'Lining',
    description: 'How much of the inside is lined: more lining is smoother, less is cooler.',
    default: 'full',
    options: [
      {
        key: 'full',
        value: 'Fully lined',
        description: 'A full Bemberg cupro lining that glides on and hides every seam; the choice for suits and winter cloth.',
        picture: jacketLining('full'),
      },
      {
        key: 'half',
        value: 'Half-lined',
        description: 'Lined in the fronts, sleeves and upper back; lighter and cooler, with the lower back seams neatly bound.',
        picture: jacketLining('half'),
      },
      {
        key: 'quarter',
        value: 'Quarter-lined',
        description: 'A small butterfly of lining across the shoulders only; very light, for summer and the tropics.',
        picture: jacketLining('quarter'),
      },
      {
        key: 'unlined',
        value: 'Unlined',
        description: 'No lining at all, every seam bound by hand; the coolest jacket there is, made for linen and seersucker.',
        picture: jacketLining('unlined'),
      },
    ],
  },
]);

const initials = addOn('jackets', 'initials', 'Jacket initials embroidery', 1000);
const surgeonsCuffs = addOn('jackets', 'surgeons-cuffs', 'Working sleeve buttons', 4000);
const pickStitching = addOn('jackets', 'pick-stitching', 'Pick stitching', 3000);
const milaneseButtonhole = addOn('jackets', 'milanese-buttonhole', 'Hand-sewn Milanese lapel buttonhole', 5000);
const contrastUndercollar = addOn('jackets', 'contrast-undercollar', 'Contrast felt undercollar', 2000);

export const jacketsAddOns: SeedAddOn[] = [initials, surgeonsCuffs, pickStitching, milaneseButtonhole, contrastUndercollar];

export const jacketsMedia: SeedMedia[] = built.media;

export const jackets: Omit<ProductConfigDocument, 'picture'> = withFit({
  productType: 'jackets',
  title: 'Jackets',
  description:
    'Sport coats and suit jackets cut from a pattern drafted for you, in wools, linens and silk blends from British and Italian mills. Choose the make, the front and every detail down to the sleeve buttons, and we will tailor it to move with you.',
  leadTime: { minWeeks: 6, maxWeeks: 8 },
  trialLeadTime: { minWeeks: 5, maxWeeks: 6 },
  timeline: timelineFor({ minWeeks: 6, maxWeeks: 8 }, { minWeeks: 5, maxWeeks: 6 }),
  accessories: {
    fabric: [
      choice(
        'lining-colour',
        'Lining colour',
        'The colour of the body and sleeve lining; tonal is matched to the cloth, the others add a quiet flash of colour when the jacket opens.',
        [
          { key: 'tonal', name: 'Tonal, matched to the cloth' },
          { key: 'navy', name: 'Navy' },
          { key: 'burgundy', name: 'Burgundy' },
          { key: 'bottle-green', name: 'Bottle green' },
          { key: 'chocolate', name: 'Chocolate' },
          { key: 'old-gold', name: 'Old gold' },
          { key: 'silver-grey', name: 'Silver grey' },
          { key: 'black', name: 'Black' },
        ],
        'tonal',
      ),
    ],
    initials: initialsItems(
      'jacket',
      [
        { key: 'inside-pocket', name: 'Under the inside breast pocket' },
        { key: 'undercollar', name: 'On the undercollar felt' },
        { key: 'back-lining', name: 'Centre of the back lining' },
      ],
      'inside-pocket',
      initials,
    ),
    addOns: [
      toggle(
        'surgeons-cuffs',
        'Working sleeve buttons',
        'Surgeon’s cuffs: real buttonholes at the cuff that open and close. We cut them after your final fitting, since they fix the sleeve length.',
        surgeonsCuffs,
      ),
      toggle(
        'pick-stitching',
        'Pick stitching',
        'Fine hand stitching a quarter-inch from the lapel and front edges; a mark of handwork that keeps the edges crisp.',
        pickStitching,
      ),
      toggle(
        'milanese-buttonhole',
        'Milanese lapel buttonhole',
        'A raised, hand-sewn buttonhole on the lapel for a boutonnière; the finest buttonhole a tailor makes.',
        milaneseButtonhole,
      ),
      toggle(
        'contrast-undercollar',
        'Contrast undercollar',
        'A Melton felt undercollar in a contrast colour, seen only when the collar is turned up.',
        contrastUndercollar,
      ),
    ],
    others: [commentsItem],
  },
  stylesOrder: built.stylesOrder,
  styles: built.styles,
  exceptions: [
    // A double-breasted front needs a peak or shawl lapel, and a lapel wide enough to balance it.
    rule('style', 'double-breasted-six-on-two', { lapel: ['notch'], 'lapel-width': ['slim'] }),
    rule('style', 'double-breasted-four-on-one', { lapel: ['notch'], 'lapel-width': ['slim'] }),
    // An unstructured jacket is built soft and light: a full lining stiffens it, and a ticket pocket drags the
    // canvas-free front out of shape.
    rule('make', 'unstructured', { 'ticket-pocket': ['ticket'], lining: ['full'] }),
    // The shawl lapel is evening dress: clean jetted or flap pockets, no country details.
    rule('lapel', 'shawl', { pockets: ['patch', 'hacking'], 'ticket-pocket': ['ticket'] }),
  ],
  measurements: buildMeasurements({
    sizes: ['36', '38', '40', '42', '44', '46', '48'],
    fits: ['Slim', 'Tailored', 'Classic'],
    step: 0.25,
    fields: [
      display({
        key: 'chest',
        label: 'Chest',
        comments: 'Measure around the fullest part of your chest over a shirt, under the arms, with the tape level and your breath out.',
        lower: 34,
        upper: 60,
        adjust: 2,
        grading: { base: 40.5, perSize: 2, fit: [-1, 0, 1.5] },
      }),
      display({
        key: 'waist',
        label: 'Waist',
        comments: 'Measure around your natural waist over a shirt, at the navel, standing relaxed.',
        lower: 30,
        upper: 58,
        adjust: 2,
        grading: { base: 35, perSize: 2, fit: [-1.5, 0, 2] },
      }),
      display({
        key: 'hips',
        label: 'Hips',
        comments: 'Measure around the widest part of your seat with your feet together and your pockets empty.',
        lower: 34,
        upper: 60,
        adjust: 2,
        grading: { base: 40, perSize: 2, fit: [-1, 0, 1.5] },
      }),
      display({
        key: 'shoulder',
        label: 'Shoulder width',
        comments: 'Measure across your back from the tip of one shoulder bone to the other, following the curve of the back.',
        lower: 15,
        upper: 23,
        adjust: 1,
        grading: { base: 17.25, perSize: 0.5, fit: [-0.25, 0, 0.25] },
      }),
      display({
        key: 'sleeve-length',
        label: 'Sleeve length',
        comments:
          'Measure from the shoulder bone down the outside of a relaxed arm to where the sleeve should end, about the base of the thumb.',
        lower: 22,
        upper: 28,
        adjust: 1.5,
        grading: { base: 24.25, perSize: 0.25, fit: [0, 0, 0] },
      }),
      display({
        key: 'bicep',
        label: 'Bicep',
        comments: 'Measure around the fullest part of your upper arm over a shirt sleeve, with the arm relaxed.',
        lower: 11,
        upper: 20,
        adjust: 1,
        grading: { base: 13.5, perSize: 0.5, fit: [-0.5, 0, 0.75] },
      }),
      display({
        key: 'sleeve-opening',
        label: 'Sleeve opening',
        comments: 'The finished width all the way around the cuff; it should clear your shirt cuff and watch.',
        lower: 9,
        upper: 14,
        adjust: 0.5,
        grading: { base: 10.25, perSize: 0.25, fit: [-0.25, 0, 0.25] },
      }),
      display({
        key: 'jacket-length',
        label: 'Jacket length',
        comments:
          'Measure from the collar seam at the centre back of your neck down to where the hem should fall; it should just cover your seat.',
        lower: 26,
        upper: 34,
        adjust: 1.5,
        grading: { base: 29, perSize: 0.5, fit: [-0.25, 0, 0.25] },
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
      display({
        key: 'height',
        label: 'Height',
        comments: 'Stand straight against a wall without shoes and measure from the floor to the top of your head.',
        lower: 58,
        upper: 82,
        visibility: BODY_ONLY,
        value: 70,
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
        key: 'posture',
        label: 'Posture',
        comments:
          'Stand naturally sideways to a mirror: do you lean forward with rounded shoulders, stand upright, or lean back with a straight back?',
        options: ['Normal', 'Forward', 'Erect'],
        default: 'Normal',
        visibility: BODY_AND_SAVED,
      }),
    ],
    advice: [ADVICE.jacketChest, ADVICE.sizeUp],
  }),
  styleKeys: ['style', 'make'],
  matchingItem: { prefix: 'Matching', suffix: 'jacket' },
  fitGuarantee: fitGuarantee(120),
});
