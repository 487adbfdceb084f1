/** Name parts and offer templates per demo category, for plausible local merchants. */
export interface OfferTemplate {
  title: string;
  savings: [number, number];
}

export interface CategoryWords {
  first: readonly string[];
  second: readonly string[];
  offers: readonly OfferTemplate[];
  terms: string;
}

export const categoryWords: Record<string, CategoryWords> = {
  dining: {
    first: [
      'Bluebonnet',
      'Copper',
      'Juniper',
      'Harbor',
      'Magnolia',
      'Red Oak',
      'Silver Fork',
      'Olive',
      'Saffron',
      'Cedar',
      'Willow',
      'Fig & Vine',
    ],
    second: [
      'Bistro',
      'Kitchen',
      'Grill',
      'Table',
      'Trattoria',
      'Tavern',
      'Brasserie',
      'Cantina',
      'Steakhouse',
      'Eatery',
    ],
    offers: [
      { title: 'Buy One Entrée, Get One Free', savings: [12, 28] },
      { title: '$10 Off a Purchase of $40 or More', savings: [10, 10] },
      { title: 'Free Appetizer with Two Entrées', savings: [8, 14] },
      { title: '20% Off Your Total Bill', savings: [8, 20] },
    ],
    terms:
      'Dine-in only. One coupon per table per visit. Not valid with other offers. Excludes alcohol, tax and gratuity.',
  },
  'quick-bites': {
    first: [
      'Rocket',
      'Big Dipper',
      'Sunny Side',
      'Corner',
      'Happy Belly',
      'Urban',
      'Golden',
      'Lucky',
    ],
    second: ['Burgers', 'Tacos', 'Pizza', 'Subs', 'Wings', 'Noodles', 'Hot Dogs', 'Bagels'],
    offers: [
      { title: 'Buy One Combo, Get One Free', savings: [8, 12] },
      { title: 'Free Side with Any Sandwich', savings: [3, 5] },
      { title: '$5 Off Any Order of $20', savings: [5, 5] },
      { title: 'Kids Eat Free with an Adult Meal', savings: [6, 9] },
    ],
    terms:
      'One coupon per customer per visit. Not valid with other discounts or on delivery orders.',
  },
  'coffee-treats': {
    first: ['Morning', 'Honey', 'Velvet', 'Sugar', 'Roasted', 'Daily', 'Frosted', 'Cinnamon'],
    second: [
      'Coffee House',
      'Bakery',
      'Donuts',
      'Creamery',
      'Tea Bar',
      'Cupcakes',
      'Espresso',
      'Gelato',
    ],
    offers: [
      { title: 'Buy One Drink, Get One Free', savings: [4, 7] },
      { title: 'Free Pastry with Any Coffee', savings: [3, 5] },
      { title: 'Half Off a Dozen', savings: [8, 12] },
    ],
    terms:
      'Equal or lesser value. One coupon per customer per visit. Not valid with loyalty rewards.',
  },
  entertainment: {
    first: ['Starlight', 'Galaxy', 'Neon', 'Grand', 'Backstage', 'Retro'],
    second: [
      'Cinema',
      'Bowling',
      'Arcade',
      'Comedy Club',
      'Escape Room',
      'Mini Golf',
      'Theater',
      'Karaoke',
    ],
    offers: [
      { title: 'Buy One Admission, Get One Free', savings: [12, 30] },
      { title: '$10 Off a Party Package', savings: [10, 10] },
      { title: 'Free Game Card with $20 Purchase', savings: [5, 10] },
    ],
    terms:
      'Subject to availability. Not valid on holidays or for special events. One coupon per group.',
  },
  'family-fun': {
    first: ['Jungle', 'Splash', 'Little Explorers', 'Rainbow', 'Adventure', 'Bounce'],
    second: [
      'Playland',
      'Zoo Club',
      'Trampoline Park',
      'Science Center',
      'Pottery Studio',
      'Skate Rink',
    ],
    offers: [
      { title: 'One Free Child Admission with Paying Adult', savings: [10, 18] },
      { title: '25% Off a Family Pass', savings: [12, 30] },
      { title: 'Free Hour of Play', savings: [8, 15] },
    ],
    terms:
      'Children must be accompanied by an adult. Socks required where posted. Not valid with group rates.',
  },
  shopping: {
    first: ['Main Street', 'Vintage', 'Gilded', 'Prairie', 'Evergreen', 'Hometown'],
    second: [
      'Boutique',
      'Books',
      'Outfitters',
      'Home Goods',
      'Toys',
      'Gifts',
      'Jewelers',
      'Florist',
    ],
    offers: [
      { title: '$15 Off a Purchase of $75', savings: [15, 15] },
      { title: '20% Off One Regular-Price Item', savings: [5, 25] },
      { title: 'Free Gift Wrapping and $5 Off', savings: [5, 8] },
    ],
    terms: 'Excludes gift cards, sale items and prior purchases. One coupon per transaction.',
  },
  'health-beauty': {
    first: ['Serenity', 'Glow', 'Pure', 'Lotus', 'Radiant', 'Balance'],
    second: ['Day Spa', 'Salon', 'Yoga', 'Fitness', 'Barbers', 'Nail Bar', 'Massage', 'Pilates'],
    offers: [
      { title: '$20 Off Any Service of $60 or More', savings: [20, 20] },
      { title: 'First Class Free', savings: [15, 25] },
      { title: 'Free Upgrade with Any Treatment', savings: [10, 20] },
    ],
    terms: 'By appointment. New and returning clients. 24-hour cancellation policy applies.',
  },
  services: {
    first: ['Sparkle', 'Reliable', 'Handy', 'Swift', 'Bright', 'Precision'],
    second: [
      'Dry Cleaners',
      'Car Wash',
      'Pet Grooming',
      'Print Shop',
      'Tailors',
      'Locksmith',
      'Cleaning Co.',
      'Photo Studio',
    ],
    offers: [
      { title: '25% Off Your First Order', savings: [5, 20] },
      { title: '$10 Off Any Service', savings: [10, 10] },
      { title: 'Buy One Service, Get One Half Off', savings: [8, 18] },
    ],
    terms: 'Not valid with other offers. Present coupon when placing your order.',
  },
  auto: {
    first: ['Speedy', 'Eagle', 'Summit', 'Quick Lane', 'Pro', 'Highway'],
    second: ['Oil Change', 'Tire & Auto', 'Auto Repair', 'Detailing', 'Brake Shop', 'Auto Glass'],
    offers: [
      { title: '$15 Off a Full-Service Oil Change', savings: [15, 15] },
      { title: 'Free Tire Rotation with Any Service', savings: [20, 25] },
      { title: '10% Off Repairs up to $100', savings: [10, 100] },
    ],
    terms: 'Most vehicles. Shop supplies and disposal fees extra. Not valid with other offers.',
  },
  travel: {
    first: ['Lakeside', 'Hilltop', 'Riverwalk', 'Parkview', 'Downtown', 'Skyline'],
    second: ['Inn', 'Suites', 'Hotel', 'Lodge', 'B&B', 'Resort'],
    offers: [
      { title: '25% Off Your Stay (Two Nights Minimum)', savings: [40, 120] },
      { title: 'Third Night Free', savings: [90, 180] },
    ],
    terms: 'Subject to availability. Blackout dates apply. Mention Citybook when booking.',
  },
};

export const streets = [
  'Main St',
  'Oak Ave',
  'Congress Ave',
  'Elm St',
  'Lamar Blvd',
  'Broadway',
  'Maple Dr',
  'Cedar Ln',
  'Park Ave',
  'Lake St',
  '2nd St',
  '5th St',
  'Market St',
  'Riverside Dr',
  'Hill Rd',
  'Sunset Blvd',
] as const;

/** Chains with several locations in every demo market. */
export const franchises = [
  { slug: 'lone-star-burger-co', title: 'Lone Star Burger Co.', category: 'quick-bites' },
  { slug: 'bean-there-coffee', title: 'Bean There Coffee', category: 'coffee-treats' },
  { slug: 'slice-society-pizza', title: 'Slice Society Pizza', category: 'quick-bites' },
  { slug: 'glow-up-salon', title: 'Glow Up Salon', category: 'health-beauty' },
  { slug: 'pit-stop-oil-and-lube', title: 'Pit Stop Oil & Lube', category: 'auto' },
  { slug: 'funzone-arcades', title: 'Funzone Arcades', category: 'entertainment' },
] as const;
