import type { SeedStaticContent } from '../seed-types.js';
import { seedShippingCountries, seedShippingRates } from './shipping.js';

/** Joins blocks (paragraphs or lists) into one markdown string. */
function md(...blocks: string[]): string {
  return blocks.join('\n\n');
}

/** A markdown bullet list. */
function list(...items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}

function sgd(minor: number): string {
  return `SGD ${minor / 100}`;
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The shipping price list, written from the seeded rates so the FAQ never disagrees with them. */
const shippingRateList = list(
  ...seedShippingRates.map(
    (rate) =>
      `${rate.name}: ${rate.priceMinorSgd === 0 ? 'free' : sgd(rate.priceMinorSgd)}, ` +
      `${rate.deliveryDays.min}-${rate.deliveryDays.max} working days`,
  ),
);

/** Countries where free shipping never applies, from the seeded countries. */
const noFreeShipping = joinNames(
  seedShippingCountries
    .filter((country) => !country.freeShipping)
    .map((country) => country.name)
    .sort(),
);

const announcement: SeedStaticContent = {
  page: 'announcement',
  title: 'Announcement',
  metaDescription: 'Site-wide announcement: free shipping from Singapore on orders over SGD 650 to most countries.',
  intro:
    'Free shipping on orders over SGD 650 to most countries. US deliveries from 29 August carry a 10% tariff. ' + '[See rates](/faq?tab=3)',
  sections: [],
  links: [],
};

const faq: SeedStaticContent = {
  page: 'faq',
  title: 'Frequently asked questions',
  metaDescription:
    'How ordering, measurements, trial pieces, lead times, shipping from Singapore, duties, currencies and our fit guarantee work at Selvedge.',
  intro: md(
    'Answers to the questions we get most often, from your first measurement to the day the parcel arrives. ' +
      "If yours isn't here, [write to us](/contact-us) and a person in the studio will reply.",
  ),
  sections: [
    {
      id: 'how-do-i-place-an-order',
      heading: 'How do I place an order?',
      body: md(
        'Choose a product from the Shop menu, for example [shirts](/shop/shirt), and work through the customiser one tab at a time:',
        list(
          '**Fabric**: filter the cloth by colour, pattern, material and weight.',
          '**Styles**: collar, cuffs, placket, pockets, pleats and the rest. Every option has a picture, and the [style guide](/style-guide) explains when to choose which.',
          '**Size**: enter your body measurements, or start from a standard size and adjust it.',
          '**Finishing**: initials, add-ons, and a comment box for anything the options do not cover.',
        ),
        'Add the piece to your cart, repeat for anything else, and check out. We read every order before the cloth is cut. ' +
          'If something looks unusual, such as a sleeve much longer than your other measurements suggest, we e-mail you before we start.',
      ),
    },
    {
      id: 'how-does-made-to-measure-work',
      heading: 'How does made-to-measure work at Selvedge?',
      body: md(
        'We never alter a finished, off-the-peg garment. Each piece starts from one of our house patterns, which we redraft to your measurements and fit ' +
          'preferences, then cut on its own from the cloth you chose and sew by hand and machine in our partner workroom.',
        'Your pattern is saved against your account. A second order starts where the first one finished: if you asked us to take ' +
          '1 cm off the waist of your trousers, every later pair carries that change.',
        'Made-to-measure sits between ready-to-wear and full bespoke. You get your proportions, your choice of cloth and details, and a fit we ' +
          'guarantee, without three fittings or a bespoke price.',
      ),
    },
    {
      id: 'where-do-you-ship-from-and-what-does-it-cost',
      heading: 'Where do you ship from, and what does shipping cost?',
      body: md(
        'Every order is made, pressed and checked in Singapore, and leaves from our studio. Local delivery in Singapore is free; ' +
          'everywhere else goes by DHL Express with tracking. Rates are per order, not per piece:',
        shippingRateList,
        'Delivery times count from the day your finished order leaves the studio, on top of the making time.',
      ),
    },
    {
      id: 'which-orders-ship-free',
      heading: 'Which orders ship free?',
      body: md(
        'Orders over SGD 650 ship free to every country we deliver to, with a few exceptions. The threshold is measured on the value of your ' +
          'pieces after discounts and before shipping, and the cart shows how far you are from it as you shop.',
        `Free shipping does not apply to ${noFreeShipping}, where courier costs are much higher. For these countries the shipping rate is ` +
          'calculated at checkout whatever the order total.',
        'Remakes under our fit guarantee always ship free, in both directions.',
      ),
    },
    {
      id: 'will-i-pay-duties-or-taxes',
      heading: 'Will I have to pay duties or taxes?',
      body: md(
        'Prices for delivery in Singapore include GST. For every other country our prices do not include import duties or local taxes. ' +
          'Where they apply, DHL contacts you before delivery with the amount set by your customs authority and a link to pay it.',
        '**United States:** orders delivered to the US on or after August 29 carry a 10% tariff. We show it as a separate line at checkout ' +
          'and settle it with the carrier, so nothing more is asked of you at the door.',
        'If you refuse a parcel because of duties, we can reship it once you have paid the return and reshipping costs; the duties themselves are not refundable.',
      ),
    },
    {
      id: 'which-currency-will-i-pay-in',
      heading: 'Which currency will I pay in?',
      body: md(
        'You can browse in any of our 31 currencies with the selector at the top of the page. Prices are converted from Singapore dollars at ' +
          'our current rate and rounded up to a tidy figure, so a shirt reads USD 115 rather than USD 114.37.',
        'The display currency is only for browsing. Your country of delivery determines your payment currency: a cart delivered to Japan is ' +
          'charged in yen, one delivered to Germany in euros, and one delivered to Singapore or Brunei in Singapore dollars. If your cart is ' +
          'in another currency when you check out, we switch it and show you the new total before you pay.',
      ),
    },
    {
      id: 'body-measurements-or-standard-size',
      heading: 'Should I give my body measurements or a standard size?',
      body: md(
        'Either works, and you can use different methods for different products.',
        list(
          '**Body measurements** are best if off-the-rack clothes have never fitted you well. Each measurement comes with a short video showing where the tape goes. You need a soft tape and, ideally, someone to help. Measure your body, not a garment: we add the ease.',
          '**Standard size** is best if one brand already fits you reasonably well. Pick the nearest size and fit, then adjust single points, such as sleeve length or trouser rise, by the centimetre.',
        ),
        'Whichever you choose, save it as a named size profile in your account and reuse it on your next order.',
      ),
    },
    {
      id: 'what-is-a-trial-piece',
      heading: 'What is a trial piece?',
      body: md(
        'A trial piece is a first garment made to your measurements so that we can see the fit on your body before you order more. ' +
          'Wear it for a day, send us [fit pictures](/fit-pictures-guide) and tell us what you feel. We correct your pattern, and every later ' +
          'order is cut from the corrected version.',
        'We offer trial shirts, trousers and jackets. They are finished garments in good cloth that you keep and wear, not basted mock-ups. ' +
          'Details and prices are on the [trial page](/trial).',
      ),
    },
    {
      id: 'how-long-will-my-order-take',
      heading: 'How long will my order take?',
      body: md(
        'Making times, from order confirmation to dispatch:',
        list(
          'Shirts, polos, shorts and trousers: 3.5 to 4 weeks',
          'Outerwear: 4 to 4.5 weeks',
          'Trial jackets: 5 to 6 weeks',
          'Jackets: 6 to 8 weeks',
        ),
        'Add the shipping time for your country. An order with several pieces ships when the slowest one is ready; if you would like the ' +
          'quicker pieces first, e-mail us and we will split the parcel at no charge. Pre-order pieces follow the schedule on the [pre-order page](/preorder).',
      ),
    },
    {
      id: 'what-if-something-does-not-fit',
      heading: "What if something doesn't fit?",
      body: md(
        'Tell us within 30 days of delivery. Send [fit pictures](/fit-pictures-guide) and a few words on what feels wrong, and we will do one of two things:',
        list(
          'reimburse a local alteration, up to SGD 40 per piece, when the fix is simple, such as a hem or a waist;',
          'remake the piece free of charge in the same cloth, from a corrected pattern, with shipping paid both ways.',
        ),
        'The guarantee covers fit against the measurements we hold for you. It does not cover a change of mind about cloth or style, ' +
          'or pieces altered elsewhere before you contacted us.',
      ),
    },
    {
      id: 'can-i-return-an-order',
      heading: 'Can I return an order?',
      body: md(
        'Every piece is cut for one person, so we cannot take made-to-measure pieces back for a refund or exchange because you changed your ' +
          'mind. Fit is covered by the guarantee above.',
        'If a piece arrives faulty or is not what you ordered (the wrong cloth, a missing monogram, a button that came away), e-mail us ' +
          'within 14 days with pictures. We will remake or refund it, whichever you prefer.',
      ),
    },
    {
      id: 'what-fabrics-do-you-use',
      heading: 'What fabrics do you use, and how do I care for them?',
      body: md(
        'We buy from mills we know by name: cotton shirtings from Italy and Japan, linens from Ireland and Belgium, worsted wools from Biella ' +
          'and Yorkshire, and technical cloths for outerwear. Each fabric lists its composition, weight and origin in the customiser.',
        list(
          '**Cotton shirts**: wash at 30 to 40°C, inside out, hang to dry and iron while still slightly damp.',
          '**Linen**: cool wash, no tumble dryer. Soft creases are part of the cloth.',
          '**Wool trousers and jackets**: brush and air after wearing, steam rather than iron, and dry clean only when stained.',
          '**Polos**: wash inside out and dry flat so the collar keeps its shape.',
        ),
      ),
    },
    {
      id: 'how-do-pre-orders-work',
      heading: 'How do pre-orders work?',
      body: md(
        'A few times a year we open a pre-order for a seasonal collection of cloth bought in one run from the mill. The collection is open ' +
          'for a limited period with a countdown in the Shop menu. When the countdown reaches zero, orders close and we start cutting.',
        'Pre-order prices are lower than our regular prices because we buy the cloth in bulk and plan the workroom around it. The ' +
          '[pre-order page](/preorder) shows the current collection, its cutoff and the estimated delivery.',
      ),
    },
    {
      id: 'which-payment-methods-do-you-accept',
      heading: 'Which payment methods do you accept?',
      body: md(
        'Checkout is hosted by our payment provider. We accept Visa, Mastercard and American Express, Apple Pay and Google Pay, and PayNow ' +
          'for deliveries in Singapore. Payment is taken in full when you order, in the currency of your delivery country.',
        'Your card details go straight to the payment provider and never reach our servers.',
      ),
    },
    {
      id: 'do-you-sell-gift-cards',
      heading: 'Do you sell gift cards?',
      body: md(
        'Yes. Digital gift cards come in SGD 100, 250 and 500 and are e-mailed on the date you choose, with your message. They are valid for ' +
          '24 months and can be used on any piece, including trial pieces and pre-orders. Any balance stays on the card for next time.',
        'To buy one, e-mail [hello@selvedge.example](mailto:hello@selvedge.example) with the amount, the recipient and the delivery date.',
      ),
    },
    {
      id: 'can-i-visit-your-studio',
      heading: 'Can I visit your studio?',
      body: md(
        'Yes, by appointment. Our studio is in Tanjong Pagar, a short walk from the MRT. In 45 minutes we take your measurements, you go ' +
          'through the cloth books, and you try fitting samples of our shirts, trousers and jackets.',
        'Appointments are free and there is nothing to buy on the day. Book a time from the [contact page](/contact-us).',
      ),
    },
  ],
  links: [],
};

const termsAndConditions: SeedStaticContent = {
  page: 'terms-and-conditions',
  title: 'Terms and conditions',
  metaDescription:
    'The terms for ordering made-to-measure clothing from Selvedge: pricing, currencies, fit guarantee, shipping, duties, pre-orders and privacy.',
  intro:
    'These terms apply to every order placed on this website. We have tried to keep them short and plain. ' +
    'If anything is unclear, [ask us](/contact-us) before you order.',
  sections: [
    {
      id: 'about-these-terms',
      heading: '1. About these terms',
      body: md(
        'The website is run by Selvedge Pte. Ltd., a company registered in Singapore ("Selvedge", "we", "us"). By placing an order you ' +
          'accept the terms in force on the day you order. We may update them from time to time; changes never apply to orders already placed.',
      ),
    },
    {
      id: 'orders',
      heading: '2. Orders',
      body: md(
        'An order asks us to make the pieces in your cart to the specification shown at checkout. A contract is formed when we e-mail your ' +
          'order confirmation.',
        'You may change or cancel an order free of charge until the cloth is cut, usually within 2 working days of ordering. After that ' +
          'the piece is being made to your specification and the order cannot be cancelled.',
        'We may decline or cancel an order, with a full refund, if a cloth sells out or if we cannot reach you within 5 working days about ' +
          'measurements we believe to be wrong.',
      ),
    },
    {
      id: 'pricing-and-currencies',
      heading: '3. Pricing and currencies',
      body: md(
        'Our prices are set in Singapore dollars. Prices in other currencies are converted at our current rate, rounded up, and may change ' +
          'without notice until you place your order.',
        'Your country of delivery determines your payment currency. The total shown at checkout is the amount charged; any conversion fee ' +
          'from your bank is yours to bear. Prices for delivery in Singapore include GST.',
      ),
    },
    {
      id: 'made-to-measure-and-returns',
      heading: '4. Made-to-measure pieces and returns',
      body: md(
        'Every piece is made for you alone. Made-to-measure pieces cannot be returned or exchanged for a change of mind. This does not ' +
          'affect your rights if a piece is faulty or not as ordered: report it within 14 days of delivery and we will remake or refund it.',
      ),
    },
    {
      id: 'fit-guarantee',
      heading: '5. Fit guarantee and remakes',
      body: md(
        'If a piece does not fit as it should, tell us within 30 days of delivery and send fit pictures. We will, at our choice, reimburse a ' +
          'local alteration up to SGD 40 per piece or remake the piece once free of charge, with shipping paid both ways.',
        list(
          'Remakes are in the same cloth, or one of equal price if it has sold out.',
          'The piece must be unwashed and must not have been altered by anyone else without our agreement.',
          'The guarantee does not cover changes of style or cloth, or changes in your measurements after you ordered.',
        ),
      ),
    },
    {
      id: 'shipping-and-delivery',
      heading: '6. Shipping and delivery',
      body: md(
        'We ship from Singapore. Making times and delivery times are estimates, and risk in the parcel passes to you on delivery. Orders ' +
          'over SGD 650, measured after discounts and before shipping, ship free to eligible countries; the current rates and exceptions are ' +
          'in our [FAQ](/faq).',
        'If a parcel comes back to us because it could not be delivered or was refused, we will reship it once the return and reshipping costs are paid.',
      ),
    },
    {
      id: 'duties-and-taxes',
      heading: '7. Duties and taxes',
      body: md(
        'Outside Singapore you are the importer of your order and are responsible for any import duties and taxes, which the carrier collects ' +
          'before delivery. Orders delivered to the US on or after August 29 carry a 10% tariff, which we charge at checkout and settle with ' +
          'the carrier on your behalf. Duties paid are not refundable.',
      ),
    },
    {
      id: 'pre-orders',
      heading: '8. Pre-orders',
      body: md(
        'Pre-order pieces are ordered during a limited pre-order period and made after it closes. Pre-order prices apply only to orders paid ' +
          'before the cutoff shown on the countdown, in Singapore time. You may cancel a pre-order free of charge until the cutoff.',
        'The estimated delivery is our honest forecast. If delivery slips more than 4 weeks beyond it, you may cancel for a full refund.',
      ),
    },
    {
      id: 'trial-pieces',
      heading: '9. Trial pieces',
      body: md(
        'A trial piece is a finished garment made so that we can refine your pattern. Send your fit feedback within 30 days of delivery and ' +
          'we will apply the corrections to your pattern free of charge. Because its purpose is to find those corrections, the trial piece ' +
          'itself is not remade under the fit guarantee; your next order of that product, made from the corrected pattern, is.',
      ),
    },
    {
      id: 'promotions-and-discount-codes',
      heading: '10. Promotions and discount codes',
      body: md(
        'Discount codes cannot be combined, have no cash value, and apply only until the expiry date given with them.',
        '**Trial trousers, United States.** New customers delivering to the US may order their first trial trousers for US$60 instead of ' +
          'US$90 with the code shown on our [trial page](/trial). The offer is open to the first 50 new customers each calendar month, one ' +
          'per customer. After your fit feedback we make a second pair from the corrected pattern. The second pair is refundable within 2 weeks ' +
          'of receiving the second parcel if it still does not fit to your satisfaction.',
      ),
    },
    {
      id: 'gift-cards',
      heading: '11. Gift cards',
      body: md(
        'Gift cards are valid for 24 months from issue, can be used on any product, and cannot be exchanged for cash. A lost gift card code ' +
          'can be reissued to the purchaser on request.',
      ),
    },
    {
      id: 'privacy',
      heading: '12. Privacy',
      body: md(
        'We collect your name, addresses, e-mail, measurements and fit pictures to make and deliver your orders, and handle them in line with ' +
          "Singapore's Personal Data Protection Act. We never sell your data. Card details are handled by our payment provider and never reach us.",
        list(
          'Fit pictures are used only by our pattern makers and are deleted 12 months after your last order, or sooner on request.',
          'We send marketing e-mails only if you opted in, and every e-mail has an unsubscribe link.',
          'To see, correct or delete your data, e-mail [hello@selvedge.example](mailto:hello@selvedge.example).',
        ),
      ),
    },
    {
      id: 'governing-law',
      heading: '13. Governing law',
      body: md(
        'These terms are governed by the laws of Singapore, and the courts of Singapore have non-exclusive jurisdiction over any dispute. ' +
          'Nothing in these terms takes away rights you have under the mandatory consumer law of your own country.',
      ),
    },
  ],
  links: [],
};

const whyUs: SeedStaticContent = {
  page: 'why-us',
  title: 'Why Selvedge',
  metaDescription:
    'Why order from Selvedge: a pattern drafted for you, cloth from named mills, honest construction, real people, fair prices and a fit guarantee.',
  intro:
    'Selvedge started in a small Singapore studio with one idea: clothes should be cut for the man wearing them, and that should not cost ' +
    'a fortune. Six things we hold ourselves to:',
  sections: [
    {
      id: 'fit',
      heading: 'A pattern drafted for you',
      body: md(
        'Off-the-rack sizes are averages. We start from your measurements and redraft our house pattern for your shoulders, seat, posture ' +
          'and the way you like clothes to sit. Your pattern is kept on file and improves with every order.',
      ),
    },
    {
      id: 'cloth',
      heading: 'Cloth you can trace',
      body: md(
        'Every fabric names its mill, composition and weight. We choose cloth for the climate you live in: breathable two-ply cottons and ' +
          'open-weave wools for the tropics, denser flannels and tweeds for a real winter.',
      ),
    },
    {
      id: 'craft',
      heading: 'Made properly',
      body: md(
        'Shirts have single-needle seams and a split yoke. Trousers have a curtained waistband and a generous seam allowance so they can be ' +
          'let out. Our jackets are half-canvassed, with a floating chest canvas that moulds to you over time.',
      ),
    },
    {
      id: 'service',
      heading: 'People, not tickets',
      body: md(
        'When you write to us, the person who answers can see your pattern and your order history. We reply within one working day, and we ' +
          'check every order by eye before it is cut. Prefer to talk in person? [Visit the studio](/contact-us).',
      ),
    },
    {
      id: 'price',
      heading: 'A fair price',
      body: md(
        'We sell only online and from one studio, with no shop floor on a high street and no wholesale margin. A made-to-measure shirt from us ' +
          'costs about what a good ready-made shirt does, before you pay to have the ready-made one altered.',
      ),
    },
    {
      id: 'guarantee',
      heading: 'A fit guarantee',
      body: md(
        'If a piece does not fit, we alter or remake it. That promise is why we ask for fit pictures and read every order: we would rather get ' +
          'it right the first time. The details are in the [FAQ](/faq), and if you are unsure where to start, a [trial piece](/trial) is the safest first step.',
      ),
    },
  ],
  links: [],
};

const fiveReasons: SeedStaticContent = {
  page: '5-reasons-to-get-custom-made-pants',
  title: '5 reasons to get custom-made trousers',
  metaDescription:
    'Why made-to-measure trousers are worth it: a waist that stays put, the right rise, room to move, a clean hem and a price below alterations.',
  intro:
    'Most men own one pair of trousers that really fits and several that almost do. Trousers are the hardest garment to buy off the rack, ' +
    'because a waist size says nothing about your seat, your thighs or your rise. Here is what changes when they are cut for you.',
  sections: [
    {
      id: 'a-waist-that-stays-put',
      heading: '1. A waist that stays put',
      body: md(
        'Ready-made trousers are graded from one block, so a 32 waist comes with the seat and thighs of an imaginary 32-waist man. If your seat ' +
          'is fuller or flatter, you choose between a gaping waist and a tight seat. Ours are drafted from both measurements, so the waistband ' +
          'sits flat without a belt doing the work.',
      ),
    },
    {
      id: 'the-right-rise',
      heading: '2. The rise you actually want',
      body: md(
        'The rise decides where the trousers sit and how they feel when you sit down. We cut it to your body and your preference: a higher rise ' +
          'that keeps a shirt tucked through a long day, or a lower one for shorts and casual chinos. No more hitching them up after every meeting.',
      ),
    },
    {
      id: 'room-where-you-move',
      heading: '3. Room where you move',
      body: md(
        'Cyclists, runners and anyone who takes the stairs know the problem: trousers that fit standing up pull across the thigh the moment ' +
          'you bend. We balance the thigh and knee for your build and taper below the knee as much or as little as you like.',
      ),
    },
    {
      id: 'a-finished-length',
      heading: '4. A finished length, no alterations',
      body: md(
        'Your trousers arrive hemmed to the length you asked for, with no break, a slight break or a full break, plain or with turn-ups. ' +
          'Unsure? Measure a pair you like from the crotch seam to the hem and we will match it.',
      ),
    },
    {
      id: 'less-than-you-think',
      heading: '5. It costs less than you think',
      body: md(
        'A good pair of ready-made trousers plus a tailor to take in the waist, shorten the hem and taper the leg often costs more than a pair ' +
          'made for you. And because we keep your pattern, the second pair is as easy to order as a book.',
        '[Design your trousers](/shop/trousers), or start with a pair of [trial trousers](/trial) if you want to check the fit first.',
      ),
    },
  ],
  links: [],
};

const fitPicturesGuide: SeedStaticContent = {
  page: 'fit-pictures-guide',
  title: 'Fit pictures guide',
  metaDescription:
    'How to take fit pictures for Selvedge: what to wear, light and camera set-up, front, side, back and seated poses, and how we use them.',
  intro:
    'Good fit pictures let our pattern makers see what a mirror shows you. Four photos and ten minutes are enough to tell us exactly ' +
    'what to change. Send them with your feedback on a trial piece or with any fit guarantee claim.',
  sections: [
    {
      id: 'what-to-wear',
      heading: 'What to wear',
      body: md(
        list(
          'Wear the piece you are reviewing as you normally would: shirt tucked in if you tuck it, jacket buttoned on the top button.',
          'For trousers, wear the shoes you will wear them with; the hem depends on it.',
          'Empty your pockets and take off belts, watches and lanyards that pull the cloth.',
          'Wear the piece for an hour or two first, so it settles the way it will on a normal day.',
        ),
      ),
    },
    {
      id: 'light-and-camera',
      heading: 'Light and camera',
      body: md(
        'Stand in front of a plain wall, facing a window or with the light behind the camera, never behind you. Ask someone to hold the ' +
          'camera at chest height about 2.5 metres away, or use a timer and a shelf. Keep the whole body in frame, head to feet, with the ' +
          'phone upright and the lens at its normal zoom: wide-angle lenses distort proportions.',
      ),
    },
    {
      id: 'front',
      heading: 'Front',
      body: md(
        'Stand naturally with your feet hip-width apart and your arms relaxed at your sides. Do not stand up straighter than usual; we need ' +
          'your everyday posture. This picture shows us collar fit, chest, button strain and trouser length.',
      ),
    },
    {
      id: 'side',
      heading: 'Side',
      body: md(
        'Turn 90 degrees to your right and look straight ahead, not at the camera. The side view shows the balance of a jacket, the slope of ' +
          'your shoulders, sleeve pitch and whether trousers sit level front to back.',
      ),
    },
    {
      id: 'back',
      heading: 'Back',
      body: md(
        'Turn your back to the camera with your arms relaxed. Folds across the back, a collar standing away from the neck and drag lines ' +
          'under the seat are easiest to read from behind.',
      ),
    },
    {
      id: 'seated',
      heading: 'Seated',
      body: md(
        'Sit on a chair side-on to the camera, feet flat, as you would at your desk. A seated picture tells us about the rise, seat room ' +
          'and how far trousers ride up your calves.',
      ),
    },
    {
      id: 'how-we-use-your-pictures',
      heading: 'How we use your pictures',
      body: md(
        'A pattern maker compares your pictures with your measurements and marks the adjustments on your pattern, for example 1 cm off the ' +
          'back waist or a sloping-shoulder correction. We reply with what we changed and why, and every later order is cut from the corrected pattern.',
        "Send them from your order's page: open the order under Orders in your account, or through the link in your order confirmation " +
          'e-mail if you ordered as a guest, and use its Fit pictures form. Pictures are seen only by our team and deleted 12 months after ' +
          'your last order.',
      ),
    },
  ],
  links: [],
};

const preorder: SeedStaticContent = {
  page: 'preorder',
  title: 'Pre-orders',
  metaDescription:
    'How Selvedge pre-orders work: a seasonal collection open for a limited time, made after cutoff, at a lower price than our regular range.',
  intro:
    'A few times a year we commit to a run of cloth from one mill and offer it as a pre-order. You order during a short window, we make ' +
    'everything together after it closes, and you pay less for it.',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How it works',
      body: md(
        'The pre-order collection appears in the Shop menu with its own fabrics. You design each piece exactly as you would in the regular ' +
          'shop, with the same styles, measurements and size profiles, and check out as usual. Pre-order pieces can share a cart with regular pieces.',
      ),
    },
    {
      id: 'the-countdown-and-cutoff',
      heading: 'The countdown and cutoff',
      body: md(
        'Every pre-order runs for a limited period. A countdown in the menu shows the time left until the cutoff, in Singapore time. When it ' +
          'reaches zero the collection closes and its fabrics leave the shop. Until then you can change or cancel a pre-order free of charge.',
      ),
    },
    {
      id: 'made-after-cutoff',
      heading: 'Made after the cutoff',
      body: md(
        'Once the pre-order closes, we place one order with the mill for exactly the cloth our customers chose. When it reaches Singapore, ' +
          'the workroom cuts and sews the whole collection in one planned run, and we check each piece before it ships.',
      ),
    },
    {
      id: 'estimated-delivery',
      heading: 'Estimated delivery',
      body: md(
        'Each collection shows its estimated delivery, counted from the cutoff rather than from your order date. Ordering on the first ' +
          'day or the last makes no difference to when you receive it. If we expect to miss the estimate, we tell you by e-mail.',
      ),
    },
    {
      id: 'a-better-price',
      heading: 'A better price',
      body: md(
        'Buying a whole run at once and planning production around it costs us less, and we pass that on: pre-order pieces are priced below ' +
          'the same make in our regular range. Not sure about your size yet? Order a [trial piece](/trial) now, or read the [FAQ](/faq) on measurements.',
      ),
    },
  ],
  links: [],
};

const contactUs: SeedStaticContent = {
  page: 'contact-us',
  title: 'Contact us',
  metaDescription:
    'Contact Selvedge: book a studio appointment in Singapore, e-mail the team, or follow us. We reply within one working day.',
  intro: 'Questions about cloth, sizing or an order? Write to us or come by the studio. Many answers are already in the [FAQ](/faq).',
  sections: [
    {
      id: 'studio-visits',
      heading: 'Studio visits',
      body: md(
        'Our studio in Tanjong Pagar, Singapore, is open by appointment from Tuesday to Saturday, 11am to 7pm. In 45 minutes we take your ' +
          'measurements, go through the cloth books with you and let you try our fitting samples. Appointments are free and there is nothing to buy on the day.',
      ),
    },
    {
      id: 'e-mail',
      heading: 'E-mail',
      body: md(
        'Write to [hello@selvedge.example](mailto:hello@selvedge.example). For an existing order, include your order number; for fit ' +
          'questions, attach pictures taken with our [fit pictures guide](/fit-pictures-guide).',
      ),
    },
    {
      id: 'response-times',
      heading: 'Response times',
      body: md(
        'We reply within one working day, Monday to Friday, Singapore time (GMT+8). Messages sent over the weekend or on Singapore public ' +
          'holidays are answered on the next working day.',
      ),
    },
  ],
  links: [
    { label: 'Instagram', href: 'https://www.instagram.com/selvedge.mtm', kind: 'social' },
    { label: 'Facebook', href: 'https://www.facebook.com/selvedgemtm', kind: 'social' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/selvedge-mtm', kind: 'social' },
    { label: 'E-mail us', href: 'mailto:hello@selvedge.example', kind: 'email' },
    { label: 'Book a studio appointment', href: '/appointments', kind: 'appointment' },
    { label: 'Design your piece', href: '/shop/shirt', kind: 'internal' },
    { label: 'Style guide', href: '/style-guide', kind: 'internal' },
  ],
};

const styleGuide: SeedStaticContent = {
  page: 'style-guide',
  title: 'Style guide',
  metaDescription:
    'The Selvedge style guide: how to choose shirt and polo collars, trouser waistbands and the make of a jacket, with pictures of every option.',
  intro:
    'Every option in our customiser is explained here, with a picture and a note on when to choose it. Start with the choices that ' +
    'change a garment most: the collar of a shirt, the waistband of a pair of trousers and the make of a jacket.',
  sections: [
    {
      id: 'shirt-collars',
      heading: 'Shirt collars',
      body: md(
        'The collar frames your face, so choose it for your face and your tie habits. A cutaway or wide spread balances a long or narrow face ' +
          'and suits a larger tie knot. A classic point collar lengthens a round face. A button-down is the right choice for a shirt worn ' +
          'open-necked, because it keeps its shape without a tie.',
        '[See all shirt collars](/style-guide/shirt/collar)',
      ),
    },
    {
      id: 'polo-collars',
      heading: 'Polo collars',
      body: md(
        'A ribbed knit collar is the sporting original, soft and casual. A one-piece shirt collar in the body fabric stands up better under ' +
          'a jacket and makes a polo you can wear to the office.',
        '[See all polo collars](/style-guide/polo/collar)',
      ),
    },
    {
      id: 'trouser-waistbands',
      heading: 'Trouser waistbands',
      body: md(
        list(
          '**Belt loops**: the familiar choice and the most versatile.',
          '**Side adjusters**: a clean waist with no belt, and a little adjustment for after lunch. Best with a higher rise.',
          '**Extended tab**: a button tab that gives tailored trousers a smart, uninterrupted front.',
        ),
        '[See all waistbands](/style-guide/trousers/waistband)',
      ),
    },
    {
      id: 'jacket-make',
      heading: 'Jacket make',
      body: md(
        'The make is what is inside a jacket. **Unstructured** jackets have no canvas and minimal shoulder padding: light, soft and ideal for ' +
          'the tropics. **Half-canvas** jackets have a floating canvas in the chest and lapels, so the lapel rolls naturally and the chest ' +
          'shapes to you over time. Choose half-canvas for suits and jackets you wear with a tie.',
        '[Compare jacket makes](/style-guide/jackets/make)',
      ),
    },
  ],
  links: [],
};

/** One entry for every page in STATIC_PAGES, in the same order. */
export const seedStaticContent: SeedStaticContent[] = [
  announcement,
  faq,
  termsAndConditions,
  whyUs,
  fiveReasons,
  fitPicturesGuide,
  preorder,
  contactUs,
  styleGuide,
];
