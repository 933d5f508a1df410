import type { SeedBlog } from '../seed-types.js';

function md(...blocks: string[]): string {
  return blocks.join('\n\n');
}

function list(...items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

/** Noon UTC, so the calendar date is the same in Singapore and in the Americas. */
function date(isoDay: string): Date {
  return new Date(`${isoDay}T12:00:00Z`);
}

export const seedBlogs: SeedBlog[] = [
  {
    handle: 'journal',
    title: 'The Selvedge Journal',
    description: 'Notes from the studio on cloth, cut and looking after the clothes you have had made.',
    articles: [
      {
        handle: 'caring-for-linen-in-the-tropics',
        title: 'Caring for linen in the tropics',
        excerpt:
          'Linen is the most comfortable cloth for a Singapore afternoon, and the easiest to ruin. A few habits keep it crisp for years.',
        body: md(
          'Linen is the cloth we recommend most often to customers who live near the equator. The flax fibre is hollow and stiff, so a linen ' +
            'shirt stands away from the skin, lets air move and dries quickly once you come back indoors. The same fibre that keeps you cool ' +
            'is also what makes linen crease and, handled badly, wear thin at the collar and cuffs.',
          '**Wash cool and gently.** Thirty degrees is plenty. Hot water and long spin cycles break the fibres, which is what makes old ' +
            'linen look fuzzy. Turn shirts inside out and fasten the top button so the collar keeps its shape.',
          '**Skip the dryer.** Hang the shirt on a wide hanger while it is still damp, straighten the collar and placket by hand, and let it ' +
            'dry out of direct sun. Tropical sunlight fades dark linen in a single afternoon on the balcony.',
          '**Iron damp, or not at all.** If you like a crisp look, iron while the cloth is slightly damp on a high setting, collar first, ' +
            'then cuffs, sleeves and body. If you like it relaxed, a good shake on the hanger is enough.',
          list(
            'Rotate linen shirts; a day of rest lets the fibres recover.',
            'Store them folded loosely or on hangers, never in plastic.',
            'Treat sweat marks quickly with cool water; humidity sets stains fast.',
          ),
          'Looked after this way, a linen shirt gets softer every season without losing its body, and the creases become part of its character.',
        ),
        imageId: null,
        publishedAt: date('2026-01-14'),
        author: 'Mei Lin Tan',
      },
      {
        handle: 'how-a-half-canvas-jacket-is-made',
        title: 'How a half-canvas jacket is made',
        excerpt: 'What is inside a tailored jacket, why the chest canvas matters, and where the hours go in our workroom.',
        body: md(
          'Hold the lapel of a cheap jacket between finger and thumb and you will feel two layers stuck together. Hold the lapel of one of ' +
            'our jackets and you will feel three that move independently: the cloth, a layer of canvas, and the facing. That middle layer is ' +
            'what the word "canvas" refers to.',
          'Our canvas is a blend of wool and horsehair, springy enough to hold a shape and soft enough to mould to you. In a half-canvas ' +
            'jacket it runs from the shoulder down to just below the chest, with a second piece of felt and haircloth over the chest for ' +
            'shape. The lower front is fused with a light interlining, which keeps the jacket lighter and the price sensible.',
          'The key is that the canvas floats. It is attached to the cloth by hand with loose basting rather than glued, so the cloth can drape ' +
            'over it. In the lapel, the tailor pad-stitches canvas and cloth together with hundreds of small stitches while curving the lapel ' +
            'over a hand. That is where the lapel roll comes from: a soft curve towards the top button rather than a flat, pressed crease.',
          'Then come the shoulders, set with a thin pad and a strip of wadding at the sleeve head; the sleeves, pitched to the way your arms ' +
            'hang in your fit pictures; and the finishing: buttonholes, pressing and a final check against your pattern.',
          'All of this takes time, which is why jackets take 6 to 8 weeks. The reward is a jacket that looks better in its third year than in its first.',
        ),
        imageId: null,
        publishedAt: date('2026-02-10'),
        author: 'Arjun Nair',
      },
      {
        handle: 'choosing-a-collar-for-your-face',
        title: 'Choosing a collar for your face',
        excerpt: 'The collar is the part of a shirt people look at most. Match its shape to your face, your neck and the way you wear it.',
        body: md(
          'Most people meeting you look at your face, and the collar is the frame around it. That is why it is worth a minute of thought ' +
            'before you choose the one in the customiser.',
          '**Balance, do not repeat.** A collar works best when it contrasts with your face. A long, narrow face looks more balanced in a ' +
            'spread or cutaway collar, whose points run outwards. A round or broad face is lengthened by a classic point collar with ' +
            'longer, narrower points.',
          '**Mind the neck.** A long neck suits a taller collar band; a short neck looks better with a lower band and shorter points, which ' +
            'stop the collar crowding your jaw.',
          '**Think about the tie.** Spread collars leave room for a fuller knot and look deliberately bare without a tie. Point collars suit ' +
            'slimmer knots. If you rarely wear a tie, a button-down or a soft one-piece collar keeps its shape when open.',
          list(
            'Long face: spread or cutaway',
            'Round face: classic point',
            'Strong jaw: a moderate spread with medium points',
            'Mostly tieless: button-down or one-piece',
          ),
          'Every collar we make is shown in the [style guide](/style-guide/shirt/collar), and if you are between two, a [trial shirt](/trial) is a cheap way to decide.',
        ),
        imageId: null,
        publishedAt: date('2026-03-05'),
        author: 'Mei Lin Tan',
      },
      {
        handle: 'what-a-trial-shirt-is-for',
        title: 'What a trial shirt is for',
        excerpt: 'A trial shirt is not a sample you send back. It is the first step in building a pattern that fits you.',
        body: md(
          'Customers sometimes ask why they should order a trial shirt when they have already given us careful measurements. The answer is ' +
            'that measurements describe your body, but not how you want your clothes to feel on it.',
          'Two men with identical chest measurements can want very different shirts: one wants room to reach across a desk, the other wants ' +
            'the shirt close to the body under a jacket. A tape measure cannot tell us that, and neither can a size chart. A shirt worn for a ' +
            'full day can.',
          'So the trial shirt is a real shirt, in good cloth, made to your measurements and your chosen fit. Wear it to work. Sit, reach, ' +
            'take the stairs, and notice where it pulls or billows. Then take [fit pictures](/fit-pictures-guide) and tell us what you felt.',
          'Our pattern makers compare your pictures with your pattern and make specific corrections: perhaps a sloping-shoulder adjustment, ' +
            'a centimetre more in the sleeve, or less fullness at the back waist. We write back explaining each change.',
          'From then on every shirt you order is cut from the corrected pattern, so the trial does its work on every order after it. ' +
            'The trial shirt itself stays in your wardrobe and is usually the one customers reach for first.',
        ),
        imageId: null,
        publishedAt: date('2026-04-02'),
        author: 'Daniel Koh',
      },
      {
        handle: 'reading-a-fabric-label',
        title: 'Reading a fabric label: ply, count and weight',
        excerpt: 'Two-ply 100s, 230 grams, Super 110s: what the numbers on our fabric pages mean and which ones matter for you.',
        body: md(
          'Every fabric in our shop comes with a few numbers. They are not there to impress; they tell you how the cloth will feel and wear.',
          '**Yarn count** (for cotton) measures how fine the yarn is: the higher the number, the finer and smoother the yarn. Shirtings around ' +
            '80s to 100s are a good everyday balance. Very fine counts, 140s and above, feel silky but crease easily and wear faster at the collar.',
          '**Ply** tells you how many yarns are twisted together. Two-ply cloth, written as 100/2 or "2-ply 100s", is stronger and crisper than ' +
            'single-ply of the same count, and is what we recommend for shirts you will wear weekly.',
          '**Weight**, in grams per metre of cloth, tells you how warm and substantial a fabric is. For Singapore, wool trousers ' +
            'and jackets are most comfortable under 260 grams; a winter in Europe calls for 320 grams and more.',
          '**Super numbers** on wool, such as Super 110s, describe the fineness of the fibre. Finer is softer but more delicate; for trousers ' +
            'that see a daily commute, Super 100s to 120s last longest.',
          list(
            'Everyday shirts: two-ply, 80s to 100s',
            'Tropical trousers: 230 to 260 g wool, or linen',
            'Hard-wearing suits: Super 100s to 120s',
          ),
        ),
        imageId: null,
        publishedAt: date('2026-05-12'),
        author: 'Arjun Nair',
      },
    ],
  },
];
