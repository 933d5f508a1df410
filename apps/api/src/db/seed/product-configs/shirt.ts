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
import { collarStiffness, shirtBack, shirtButtons, shirtCollar, shirtCuff, shirtFront, shirtHem } from './style-pictures.js';

const built = buildStyles('shirt', [
  {
    key: 'collar',
    name: 'Collar',
    description: 'The collar frames your face and decides how the shirt is worn: with a tie, open-necked, or under a bow tie.',
    default: 'spread',
    options: [
      {
        key: 'point',
        value: 'Point collar',
        description: 'Long points set close together; the classic dress collar, flattering on a rounder face and with a slim tie.',
        picture: shirtCollar('point'),
      },
      {
        key: 'spread',
        value: 'Spread collar',
        description: 'Points set moderately apart to show a medium tie knot; the all-rounder that looks as good open-necked as with a tie.',
        picture: shirtCollar('spread'),
      },
      {
        key: 'cutaway',
        value: 'Cutaway collar',
        description: 'Widely spread points that frame a larger tie knot; best with a jacket and a half-Windsor.',
        picture: shirtCollar('cutaway'),
      },
      {
        key: 'button-down',
        value: 'Button-down collar',
        description: 'Points held down by two small buttons for a soft roll; the Ivy League classic for oxford cloth and weekend wear.',
        picture: shirtCollar('button-down'),
      },
      {
        key: 'club',
        value: 'Club collar',
        description: 'Rounded points with an Edwardian air; wear it with a narrow tie or a collar pin.',
        picture: shirtCollar('club'),
      },
      {
        key: 'band',
        value: 'Band collar',
        description: 'A neat stand with no leaves, worn buttoned and without a tie; cool and clean on linen and summer shirts.',
        picture: shirtCollar('band'),
      },
      {
        key: 'wing',
        value: 'Wing collar',
        description: 'A stiff stand with small pressed wings at the front, made for a bow tie at black-tie and white-tie evenings.',
        picture: shirtCollar('wing'),
      },
    ],
  },
  {
    key: 'cuff',
    name: 'Cuffs',
    description: 'How the sleeve finishes at the wrist: buttoned for every day, or folded and linked for occasions.',
    default: 'one-button',
    options: [
      {
        key: 'one-button',
        value: 'Rounded one-button cuff',
        description: 'One button and softly rounded corners; the everyday cuff that slides easily under a jacket sleeve and over a watch.',
        picture: shirtCuff('one-button'),
      },
      {
        key: 'two-button',
        value: 'Two-button cuff',
        description:
          'Two buttons side by side on a slightly deeper cuff; a touch more formal, and the second button lets you choose a snug or easy fit.',
        picture: shirtCuff('two-button'),
      },
      {
        key: 'mitred',
        value: 'Mitred cuff',
        description: 'One button with the corners cut at an angle; a sharper line that suits business shirts.',
        picture: shirtCuff('mitred'),
      },
      {
        key: 'convertible',
        value: 'Convertible cuff',
        description: 'A button plus a second buttonhole, so it closes with the button or with cufflinks; the traveller’s cuff.',
        picture: shirtCuff('convertible'),
      },
      {
        key: 'french',
        value: 'French cuff',
        description: 'A long cuff folded back on itself and fastened with cufflinks; the most formal cuff, for suits and evening wear.',
        picture: shirtCuff('french'),
      },
    ],
  },
  {
    key: 'placket',
    name: 'Front placket',
    description: 'The strip down the front of the shirt that carries the buttons.',
    default: 'standard',
    options: [
      {
        key: 'standard',
        value: 'Standard placket',
        description: 'A raised strip stitched along both edges; crisp and traditional on business and casual shirts alike.',
        picture: shirtFront('standard', 'none'),
      },
      {
        key: 'french',
        value: 'French front',
        description: 'No strip: the front edge is simply folded under for a smooth, uncluttered front; lovely on fine poplin and twill.',
        picture: shirtFront('french', 'none'),
      },
      {
        key: 'hidden',
        value: 'Hidden placket',
        description: 'A fly front that covers the buttons; minimal and formal, ideal under a dinner jacket.',
        picture: shirtFront('hidden', 'none'),
      },
    ],
  },
  {
    key: 'pocket',
    name: 'Chest pocket',
    description: 'A pocket adds a casual, useful note; leave it off for the dressiest shirts.',
    default: 'none',
    options: [
      {
        key: 'none',
        value: 'No pocket',
        description: 'A clean chest; the dressiest choice and the one for shirts worn with a suit.',
        picture: shirtFront('standard', 'none'),
      },
      {
        key: 'rounded',
        value: 'Rounded pocket',
        description: 'One patch pocket on the left chest with rounded corners; handy on everyday and weekend shirts.',
        picture: shirtFront('standard', 'rounded'),
      },
      {
        key: 'mitred',
        value: 'Mitred pocket',
        description: 'One patch pocket with angled lower corners; a crisper, more tailored line than the rounded pocket.',
        picture: shirtFront('standard', 'mitred'),
      },
      {
        key: 'two-flap',
        value: 'Two flap pockets',
        description: 'Two chest pockets with buttoned flaps; a workwear and safari detail for chambray, oxford and linen.',
        picture: shirtFront('standard', 'two-flap'),
      },
    ],
  },
  {
    key: 'back',
    name: 'Back',
    description: 'Pleats and darts below the yoke decide how much room the back gives you.',
    default: 'box-pleat',
    options: [
      {
        key: 'plain',
        value: 'Plain back',
        description: 'No pleats: the cleanest back, for slim fits and shirts worn under a jacket.',
        picture: shirtBack('plain'),
      },
      {
        key: 'box-pleat',
        value: 'Box pleat',
        description: 'A centre pleat below the yoke that opens when you reach forward; the classic choice for everyday comfort.',
        picture: shirtBack('box-pleat'),
      },
      {
        key: 'side-pleats',
        value: 'Side pleats',
        description:
          'Two small pleats near the shoulder blades give room across the back while keeping a neat centre; good for broad shoulders.',
        picture: shirtBack('side-pleats'),
      },
      {
        key: 'darts',
        value: 'Back darts',
        description: 'Two long darts shape the shirt to your waist for the trimmest silhouette; best for slim builds who tuck in.',
        picture: shirtBack('darts'),
      },
    ],
  },
  {
    key: 'hem',
    name: 'Hem',
    description: 'The shape of the bottom edge depends on whether you tuck the shirt in.',
    default: 'curved',
    options: [
      {
        key: 'curved',
        value: 'Curved hem',
        description: 'Longer front and back tails that stay tucked in as you move; the traditional hem for shirts worn tucked.',
        picture: shirtHem('curved'),
      },
      {
        key: 'straight',
        value: 'Straight hem',
        description: 'An even hem cut a little shorter to be worn untucked; for casual shirts and summer linens.',
        picture: shirtHem('straight'),
      },
      {
        key: 'straight-vents',
        value: 'Straight hem with side vents',
        description: 'A straight hem with short side slits, finished with gussets; sits neatly untucked and moves easily.',
        picture: shirtHem('straight-vents'),
      },
    ],
  },
  {
    key: 'collar-stiffness',
    name: 'Collar stiffness',
    description: 'The interlining inside the collar and cuffs, from softly rolling to crisp.',
    default: 'medium',
    options: [
      {
        key: 'soft',
        value: 'Soft',
        description: 'An unfused, sewn-in interlining for a relaxed collar that rolls naturally; right for button-down and band collars.',
        picture: collarStiffness('soft'),
      },
      {
        key: 'medium',
        value: 'Medium',
        description: 'A lightly fused interlining that keeps its shape all day and stays comfortable; suits most shirts.',
        picture: collarStiffness('medium'),
      },
      {
        key: 'firm',
        value: 'Firm',
        description: 'A stiffer fused interlining for crisp points that stand up under a jacket; made for formal and business shirts.',
        picture: collarStiffness('firm'),
      },
    ],
  },
  {
    key: 'buttons',
    name: 'Buttons',
    description: 'Small, but seen every time you dress: the material and colour of the buttons.',
    default: 'white-shell',
    options: [
      {
        key: 'white-shell',
        value: 'White mother-of-pearl',
        description: 'Natural shell with a soft lustre; the traditional button for white and pale dress shirts.',
        picture: shirtButtons({ fill: '#fbfaf6', dark: false }),
      },
      {
        key: 'smoked-shell',
        value: 'Smoked mother-of-pearl',
        description: 'Grey-brown shell with a quiet sheen; suits deeper blues, greys and stripes.',
        picture: shirtButtons({ fill: '#9b948a', dark: true }),
      },
      {
        key: 'ivory-corozo',
        value: 'Ivory corozo',
        description: 'Matte buttons cut from the tagua nut; warm and understated on linen and casual shirts.',
        picture: shirtButtons({ fill: '#e9dfc6', dark: false }),
      },
      {
        key: 'navy-corozo',
        value: 'Navy corozo',
        description: 'Deep navy nut buttons for a tonal look on navy, denim and chambray.',
        picture: shirtButtons({ fill: '#34405e', dark: true }),
      },
      {
        key: 'dark-horn',
        value: 'Dark horn',
        description: 'Polished dark-brown horn; a country choice for flannel, twill and checked shirts.',
        picture: shirtButtons({ fill: '#5b4636', dark: true }),
      },
    ],
  },
]);

const contrastCollarAndCuffs = addOn('shirt', 'contrast-collar-cuffs', 'White contrast collar and cuffs', 2000);
const contrastCollar = addOn('shirt', 'contrast-collar', 'White contrast collar', 1500);
const initials = addOn('shirt', 'initials', 'Shirt initials embroidery', 1000);
const collarStays = addOn('shirt', 'brass-collar-stays', 'Brass collar stays', 1500);
const spareButtons = addOn('shirt', 'spare-buttons', 'Spare buttons', 500);
const handSewnButtonholes = addOn('shirt', 'hand-sewn-buttonholes', 'Hand-sewn buttonholes', 3500);

export const shirtAddOns: SeedAddOn[] = [contrastCollarAndCuffs, contrastCollar, initials, collarStays, spareButtons, handSewnButtonholes];

export const shirtMedia: SeedMedia[] = built.media;

export const shirt: Omit<ProductConfigDocument, 'picture'> = withFit({
  productType: 'shirt',
  title: 'Shirts',
  description:
    'Shirts cut to your measurements from cottons and linens woven in Italy, Portugal and Japan, with every collar, cuff and pleat chosen by you. Each one is made by a single shirtmaker and checked by hand before it leaves the workroom.',
  leadTime: { minWeeks: 3.5, maxWeeks: 4 },
  trialLeadTime: { minWeeks: 3.5, maxWeeks: 4 },
  timeline: timelineFor({ minWeeks: 3.5, maxWeeks: 4 }, { minWeeks: 3.5, maxWeeks: 4 }),
  accessories: {
    fabric: [
      choice(
        'contrast-collar-cuffs',
        'Contrast collar and cuffs',
        'A white poplin collar, with or without matching cuffs, on a coloured or striped body: the banker’s shirt.',
        [
          { key: 'none', name: 'None, same cloth throughout' },
          { key: 'white-collar-and-cuffs', name: 'White collar and cuffs', priced: contrastCollarAndCuffs },
          { key: 'white-collar', name: 'White collar only', priced: contrastCollar },
        ],
        'none',
      ),
    ],
    initials: initialsItems(
      'shirt',
      [
        { key: 'left-cuff', name: 'Left cuff' },
        { key: 'left-chest', name: 'Left chest' },
        { key: 'left-waist', name: 'Left front, above the belt' },
        { key: 'collar-band', name: 'Inside the collar band' },
      ],
      'left-cuff',
      initials,
    ),
    addOns: [
      toggle(
        'brass-collar-stays',
        'Brass collar stays',
        'A set of removable solid brass stays that keep collar points straight.',
        collarStays,
      ),
      toggle(
        'spare-buttons',
        'Spare buttons',
        'Two spare buttons sewn inside the side seam, so a lost one is never a problem.',
        spareButtons,
      ),
      toggle(
        'hand-sewn-buttonholes',
        'Hand-sewn buttonholes',
        'Every buttonhole finished by hand in silk thread; softer and neater than machine holes.',
        handSewnButtonholes,
      ),
    ],
    others: [commentsItem],
  },
  stylesOrder: built.stylesOrder,
  styles: built.styles,
  exceptions: [
    // A band collar is worn open and tieless: it only works soft, and not with formal French cuffs.
    rule('collar', 'band', { 'collar-stiffness': ['medium', 'firm'], cuff: ['french'] }),
    // The button-down is a sporting collar with a soft roll: no French cuffs, no stiff interlining.
    rule('collar', 'button-down', { cuff: ['french'], 'collar-stiffness': ['firm'] }),
    // The wing collar is evening dress: cufflinks, a clean chest and a tucked-in hem.
    rule('collar', 'wing', {
      cuff: ['one-button', 'two-button', 'mitred'],
      pocket: ['rounded', 'mitred', 'two-flap'],
      hem: ['straight', 'straight-vents'],
      'collar-stiffness': ['soft'],
    }),
    // A hidden placket is a formal front; workwear flap pockets spoil it.
    rule('placket', 'hidden', { pocket: ['two-flap'] }),
  ],
  measurements: buildMeasurements({
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    fits: ['Slim', 'Tailored', 'Classic'],
    step: 0.125,
    fields: [
      display({
        key: 'collar',
        label: 'Collar',
        comments: 'Measure around the base of your neck where the collar sits, with one finger under the tape.',
        lower: 13,
        upper: 20,
        adjust: 0.5,
        grading: { base: 14, perSize: 0.75, fit: [0, 0, 0] },
      }),
      display({
        key: 'chest',
        label: 'Chest',
        comments: 'Measure around the fullest part of your chest, under the arms, keeping the tape level and your arms relaxed.',
        lower: 32,
        upper: 60,
        adjust: 2,
        grading: { base: 38.5, perSize: 2.5, fit: [-2, 0, 2.5] },
      }),
      display({
        key: 'waist',
        label: 'Waist',
        comments: 'Measure around your natural waist, just above the navel, breathing normally.',
        lower: 28,
        upper: 58,
        adjust: 2,
        grading: { base: 34, perSize: 2.5, fit: [-2.5, 0, 3] },
      }),
      display({
        key: 'hips',
        label: 'Hips',
        comments: 'Measure around the widest part of your seat with your feet together.',
        lower: 32,
        upper: 60,
        adjust: 2,
        grading: { base: 37.5, perSize: 2.5, fit: [-2, 0, 2.5] },
      }),
      display({
        key: 'shoulder',
        label: 'Shoulder width',
        comments: 'Measure across your back from the tip of one shoulder bone to the other, following the curve of the shoulders.',
        lower: 15,
        upper: 24,
        adjust: 1,
        grading: { base: 16.75, perSize: 0.75, fit: [-0.25, 0, 0.25] },
      }),
      display({
        key: 'sleeve-length',
        label: 'Sleeve length',
        comments: 'Measure from the centre back of your neck, over the shoulder and down a slightly bent arm to the wrist bone.',
        lower: 30,
        upper: 38,
        adjust: 1.5,
        grading: { base: 32.5, perSize: 0.5, fit: [0, 0, 0] },
      }),
      display({
        key: 'bicep',
        label: 'Bicep',
        comments: 'Measure around the fullest part of your upper arm with the arm hanging relaxed.',
        lower: 10,
        upper: 22,
        adjust: 1,
        grading: { base: 13.5, perSize: 0.75, fit: [-1, 0, 1] },
      }),
      display({
        key: 'cuff',
        label: 'Cuff',
        comments: 'Measure around your wrist bone and add an inch, or more if you wear a large watch.',
        lower: 6,
        upper: 12,
        adjust: 0.5,
        grading: { base: 8.75, perSize: 0.25, fit: [-0.25, 0, 0.25] },
      }),
      display({
        key: 'shirt-length',
        label: 'Shirt length',
        comments: 'Measure from the collar seam at the centre back of your neck straight down to where the hem should fall.',
        lower: 26,
        upper: 36,
        adjust: 1.5,
        grading: { base: 29.5, perSize: 0.5, fit: [0, 0, 0.5] },
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
        key: 'tuck',
        label: 'Worn',
        comments: 'How you usually wear the shirt; an untucked shirt is cut shorter and straighter.',
        options: ['Tucked', 'Untucked'],
        default: 'Tucked',
      }),
    ],
    advice: [ADVICE.sizeUp],
  }),
  styleKeys: ['collar'],
  matchingItem: null,
  fitGuarantee: fitGuarantee(40),
});
