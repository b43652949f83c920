import type { CitySlug } from "~/content/locations";
import { business } from "~/content/business";
import { promisesCopy } from "../promises";

const p = promisesCopy.en;

/**
 * The English words of /locations and the 20 /locations/{slug} pages: only text. Neighbourhoods,
 * reviewers and every other language-neutral fact are written once, in ../city-pages.ts, which
 * joins them with these words; ../es/city-pages.ts is the Spanish twin, typed against this file.
 * Text that names the city is a function of its name.
 */

type ServiceCardId = "residential" | "commercial" | "special";

/** "A, B, C and D": the separator after each item (the last one gets ""). */
function englishSeparators(items: readonly string[]): string[] {
  return items.map((_, i) => (i < items.length - 2 ? ", " : i === items.length - 2 ? " and " : ""));
}

/** What every city page says, around the city's own copy. */
const cityLabels = {
  breadcrumb: { home: "Home", locations: "Locations" },
  title: (city: string) => `Pet Waste Removal Services in ${city} | Dog Poop Cleanup`,
  eyebrow: (city: string) => `Serving ${city}, FL`,
  heading: (city: string) => `Pet Waste Removal in ${city}`,
  getStarted: "Get Started",
  includes: (city: string) => `Every ${city} visit includes`,
  promises: ["Same day every week", "No need to be home", "Background-checked technicians", p.guarantee.name],
  confirmation: `${p.textMessages.confirmationSentence} ${p.visitSummary.sentence}`,
  services: {
    eyebrow: "What we do",
    heading: (city: string) => `Our services in ${city}`,
    /** The three service cards every city page carries. */
    cards: [
      {
        id: "residential" as ServiceCardId,
        title: "Residential Service",
        text: "For homes, townhomes and private yards.",
        bullets: ["Weekly service", "Full yard inspection", "Deodorizing treatment"],
      },
      {
        id: "commercial" as ServiceCardId,
        title: "Commercial Service",
        text: "For HOAs, condo buildings and property managers.",
        bullets: ["Common area cleaning", "Pet waste stations", "Custom service plans"],
      },
      {
        id: "special" as ServiceCardId,
        title: "Special Services",
        text: "When you need more than the weekly routine.",
        bullets: ["One-time cleanup", "Sanitizing service", "Event cleanup"],
      },
    ],
  },
  localEyebrow: "Local know-how",
  areas: {
    eyebrow: "Neighbourhoods",
    heading: (city: string) => `Areas We Serve in ${city}`,
    notListed: (city: string) => `Not on the list? We serve all of ${city} and the rest of ${business.serviceArea}.`,
    seeAll: "See every area we serve",
  },
  reviews: { eyebrow: "Reviews", heading: (city: string) => `What ${city} Customers Say` },
  closing: {
    heading: (city: string) => `Ready for a cleaner yard in ${city}?`,
    text: (city: string) => `Tell us about your yard or community in ${city} and get a free quote. ${p.responseTime.firstVisit}`,
    quote: "Get Your Free Quote",
    /** Before the phone number: "Call (305) …". */
    call: "Call",
  },
  /** How a list of names is joined in running text. */
  listSeparators: englishSeparators,
};

/** The /locations index page. */
const index = {
  title: "Areas We Serve: Pet Waste Removal Across Miami-Dade",
  description:
    "Weekly dog poop cleanup and pet waste removal in Miami, Miami Beach, Coral Gables, Doral, Hialeah, Miami Lakes and 14 more Miami-Dade cities. Find your area.",
  eyebrow: business.serviceArea as string,
  heading: "Areas We Serve across Miami-Dade",
  intro:
    "From Brickell condo dog runs to lakefront lawns in Miami Lakes and HOA greens in Doral, our technicians keep yards and common areas clean every week. Pick your city to see the neighbourhoods we cover and what local customers say.",
  points: ["Weekly, bi-weekly or monthly", "No need to be home", "Licensed and insured"],
  citiesHeading: "Choose your city",
  alsoServe: "We also serve",
  elsewhere: `. Anywhere else in ${business.serviceArea}? Ask for a quote and we'll tell you straight away.`,
  closing: {
    heading: "Don't see your neighbourhood?",
    text: `We cover all of ${business.serviceArea}. Request a free quote with your ZIP code and we'll confirm your service day.`,
    quote: "Get Your Free Quote",
    call: "Call",
  },
};

/** A city's own words: what makes its page worth reading for that city. */
export interface CityWords {
  /** Unique meta description, under ~160 characters. */
  metaDescription: string;
  /** One line for the /locations grid. */
  summary: string;
  /** Hero paragraph under the heading. */
  intro: string;
  /** The city-specific section: what local yards, streets and weather mean for the service. */
  local: { heading: string; points: [LocalPoint, LocalPoint, LocalPoint] };
  /** What the city's three reviewers (../city-pages.ts) wrote, in their order. */
  testimonials: [string, string, string];
}

export interface LocalPoint {
  title: string;
  text: string;
}

const pages: Record<CitySlug, CityWords> = {
  miami: {
    metaDescription:
      "Dog poop cleanup in Miami from Brickell condo dog runs to Coconut Grove yards. Weekly pet waste removal, sanitizing and deodorizing. Free quote.",
    summary: "Brickell towers, Coconut Grove yards and everything between.",
    intro:
      "From the dog relief areas of Brickell and Edgewater condo towers to the shaded lots under Coconut Grove's tree canopy, we keep Miami yards and common areas clean every week, in the heat and through the rainy season.",
    local: {
      heading: "Pet waste removal for the way Miami lives",
      points: [
        {
          title: "High-rise and house, same standard",
          text: "Much of Miami's dog population lives in towers along Brickell Avenue and Biscayne Boulevard, sharing a single turf relief area. Those small spaces need the same care as a Shenandoah backyard, just more often.",
        },
        {
          title: "Built for the rainy season",
          text: "Afternoon downpours from late spring through October wash waste toward storm drains that empty into Biscayne Bay. Weekly pickup keeps it out of the drains and out of the bay.",
        },
        {
          title: "Tree canopy, tight gates",
          text: "In the Grove and on the Upper Eastside, lots are often narrow and heavily planted, with gates off side alleys. We note gate codes, dog names and problem spots once so every visit goes the same way.",
        },
      ],
    },
    testimonials: [
      "Our building's dog run used to smell by Wednesday. Since the board signed up, it's picked up and sprayed every week, and residents finally stopped complaining in the group chat.",
      "Two labs, a big shady yard and no time. They come while I'm at work, close the gate behind them and e-mail me a summary. I don't think about it anymore.",
      "Small patio, one very productive dog. The deodorizing made a real difference once the summer heat set in. Friendly technician, always on the day they say.",
    ],
  },
  "miami-beach": {
    metaDescription:
      "Pet waste removal in Miami Beach for South Beach courtyards, Mid-Beach homes and bayfront condos. Weekly dog poop pickup and sanitizing. Free quote.",
    summary: "South Beach courtyards, Mid-Beach homes and the islands.",
    intro:
      "Miami Beach dogs live in Art Deco walk-ups, bayfront condos and island homes with small, hard-working yards. We keep those spaces clean every week so the salt air is the only thing you notice.",
    local: {
      heading: "What a barrier island asks of a yard",
      points: [
        {
          title: "Small yards, heavy use",
          text: "Lots in Flamingo Park, Nautilus and on Normandy Isles are compact, so one or two dogs wear a patch of grass quickly. Regular pickup and deodorizing keep a small yard usable.",
        },
        {
          title: "King tides and flooded streets",
          text: "Seasonal high tides in the fall push water onto low streets on the bay side. Waste left in a yard ends up in that water, so we schedule around high-tide weeks rather than skip them.",
        },
        {
          title: "Condo rules, handled",
          text: "Many buildings from South Pointe to North Beach have a single pet relief area and strict association rules. We work with managers on access times so service never gets in residents' way.",
        },
      ],
    },
    testimonials: [
      "We have a tiny courtyard behind a 1930s building and a greyhound who uses every inch of it. Weekly pickup plus the deodorizer keeps it pleasant for the neighbours too.",
      "They found the side gate, learned the dogs' names on the first visit and have not missed a week since. The e-mail after each visit is a nice touch.",
      "I travel a lot. Knowing the yard is handled while I'm gone, without me being home, is exactly what I needed.",
    ],
  },
  "coral-gables": {
    metaDescription:
      "Dog waste removal in Coral Gables for Biltmore, Cocoplum and Granada homes. Discreet weekly pickup that respects the City Beautiful's standards. Free quote.",
    summary: "Discreet weekly service for the City Beautiful.",
    intro:
      "Coral Gables takes the look of a property seriously, from Mediterranean Revival homes on Granada Boulevard to the waterfront estates of Cocoplum. Our quiet weekly service keeps lawns and landscaped beds as tidy as the streets outside.",
    local: {
      heading: "Service that fits the City Beautiful",
      points: [
        {
          title: "Landscaped, not just mowed",
          text: "Gables yards tend to be planted heavily, with mulched beds, hedges and old oaks. We check under shrubs and along beds, where dogs like to go and where mowers never reach.",
        },
        {
          title: "Quiet and quick",
          text: "Our technicians work with hand tools, keep to a set time window and are in and out without fuss, which matters on blocks where neighbours notice.",
        },
        {
          title: "Shade and moisture",
          text: "Under the banyans and live oaks, ground stays damp long after a storm. That is where odour and flies build up first, so shaded corners get an extra look every visit.",
        },
      ],
    },
    testimonials: [
      "Professional from the first call. The technician is quiet, careful with our plantings and always latches the gate. Exactly the kind of service we wanted.",
      "Three dogs and a big yard with lots of beds. They check the places I never would. Our landscaper noticed the difference before we did.",
      "We host a lot outdoors. Weekly service plus a one-time cleanup before a party has made the yard something we use again.",
    ],
  },
  doral: {
    metaDescription:
      "Pet waste removal in Doral for HOA communities, townhomes and single-family homes. Weekly dog poop pickup and pet waste station service. Free quote.",
    summary: "HOA communities, townhomes and growing families.",
    intro:
      "Doral grew fast, with planned communities, townhomes and lakefront homes west of the airport, most of them run by homeowners' associations. We serve both the families and the boards that keep those communities looking sharp.",
    local: {
      heading: "Built for Doral's planned communities",
      points: [
        {
          title: "HOA common areas",
          text: "Many Doral communities share lake walks, greens and entry landscaping. Pet waste stations with stocked bags and weekly common-area pickup are the simplest fix for the complaints boards hear most.",
        },
        {
          title: "Townhome yards",
          text: "Townhome patios and narrow side yards are small and close to the neighbours. Weekly pickup and deodorizing keep them pleasant in the heat.",
        },
        {
          title: "Flat ground, standing water",
          text: "Doral is flat and low, and yards can hold water after summer storms. We pick up before waste breaks apart in puddles and spreads across the lawn.",
        },
      ],
    },
    testimonials: [
      "Our HOA added waste stations along the lake path and the difference was immediate. Bags are always stocked and the bins never overflow.",
      "Two huskies in a townhome yard is a lot. Weekly service with deodorizing means the patio is usable again, even in August.",
      "Easy sign-up, clear confirmation and they show up on the same day each week. The kids can play outside without a minefield.",
    ],
  },
  kendall: {
    metaDescription:
      "Dog poop cleanup in Kendall for family homes, townhouses and HOA communities from Dadeland to The Hammocks. Weekly pet waste removal. Free quote.",
    summary: "Family yards and HOA communities from Dadeland west.",
    intro:
      "Kendall is one of the largest stretches of suburban Miami-Dade: family homes with real backyards, townhouse communities and lakefront HOAs from Dadeland out past Kendall Drive's western end. Those yards see a lot of dogs, and we keep up with them.",
    local: {
      heading: "Suburban yards, suburban schedules",
      points: [
        {
          title: "Bigger yards, more to find",
          text: "A typical Kendall lot has a front lawn, a fenced backyard and often a pool deck. We walk the whole yard in a pattern so nothing is missed along fence lines or behind the pool equipment.",
        },
        {
          title: "HOA and townhouse communities",
          text: "Communities such as The Hammocks and Kendale Lakes have shared greens and lake edges. We service common areas and pet waste stations for associations as well as individual homes.",
        },
        {
          title: "Busy families",
          text: "Between school, work and traffic on Kendall Drive, nobody wants to spend Saturday scooping. You don't need to be home; we close the gate and send a summary.",
        },
      ],
    },
    testimonials: [
      "With three kids and two dogs the yard was always a mess. Now it's done every week and I get an e-mail when it's finished. Worth every penny.",
      "Reliable, friendly and careful with the pool area. They even told me about a loose fence board the dog had found.",
      "We signed up for a one-time cleanup after a long trip and kept the weekly plan. Simple and consistent.",
    ],
  },
  pinecrest: {
    metaDescription:
      "Pet waste removal in Pinecrest for large lots along Old Cutler and Killian. Careful weekly dog poop pickup, sanitizing and deodorizing. Free quote.",
    summary: "Large, lushly planted lots and long driveways.",
    intro:
      "Pinecrest is known for large lots, mature tropical landscaping and quiet streets off Old Cutler Road and Killian Drive. More ground means more to cover, and we cover all of it every week.",
    local: {
      heading: "Large lots done properly",
      points: [
        {
          title: "Acreage, walked end to end",
          text: "Many Pinecrest homes sit on lots far larger than the county average. We grid the yard, including the far corners dogs favour, so nothing is left for a mower to find.",
        },
        {
          title: "Dense planting",
          text: "Palms, crotons and native hammock plantings hide a lot. Technicians check beds and under hedges without trampling them.",
        },
        {
          title: "Wildlife nearby",
          text: "With canals and green space close by, waste left out draws flies and curious wildlife. Regular removal keeps yards less attractive to both.",
        },
      ],
    },
    testimonials: [
      "Our lot is big and our two shepherds use all of it. They cover the whole thing every week, and the summary tells me exactly what was done.",
      "Careful around our plantings and always on schedule. Our gardener is happy, and so are we.",
      "Responsive and polite. They came back the next day when I mentioned a missed spot behind the boat shed.",
    ],
  },
  aventura: {
    metaDescription:
      "Dog waste removal in Aventura for condo pet areas, townhomes and Country Club Drive residences. Weekly pickup and pet waste stations. Free quote.",
    summary: "Condo pet areas and waterfront townhomes.",
    intro:
      "Aventura is a city of condo towers and waterfront communities, with residents walking dogs on the trail around Country Club Drive. Most dogs here share a building's pet area, and we keep those areas clean and fresh.",
    local: {
      heading: "Condo living with dogs",
      points: [
        {
          title: "Shared pet relief areas",
          text: "Towers along Country Club Drive and Williams Island often have one turf or grass area for every dog in the building. Weekly cleaning and sanitizing keeps it from becoming the building's least favourite spot.",
        },
        {
          title: "Stations on walking routes",
          text: "Associations with paths and waterfront walks benefit from pet waste stations with bags restocked and bins emptied on a schedule.",
        },
        {
          title: "Managers and boards",
          text: "We coordinate access through the management office, follow building rules and keep the board informed after each visit.",
        },
      ],
    },
    testimonials: [
      "Our building's dog area is finally clean every week, and the odour complaints stopped. The management office loves the visit reports.",
      "Reliable and discreet. They coordinate with the front desk and never disturb residents.",
      "Our townhome patio with artificial turf needed regular sanitizing. They handle it every week and it stays fresh.",
    ],
  },
  "key-biscayne": {
    metaDescription:
      "Pet waste removal on Key Biscayne for island homes and oceanfront condos. Weekly dog poop pickup and sanitizing, island-friendly scheduling. Free quote.",
    summary: "Island homes and oceanfront condos across the causeway.",
    intro:
      "Key Biscayne is an island village of single-family homes and oceanfront condominiums, reached by the Rickenbacker Causeway and bordered by Crandon Park and Bill Baggs Cape Florida State Park. We plan island visits so your yard is done every week without fail.",
    local: {
      heading: "Island service, every week",
      points: [
        { title: "Scheduled around the causeway", text: "We group Key Biscayne visits on set days so traffic on the Rickenbacker never means a missed week." },
        {
          title: "Sandy soil and salt air",
          text: "Island yards drain quickly but sandy soil and salt spray are hard on grass. Removing waste promptly helps lawns that already have a tough job.",
        },
        {
          title: "Close to protected water",
          text: "With Biscayne Bay on one side and the Atlantic on the other, what washes off a yard reaches the water quickly. Weekly pickup keeps it where it belongs: in the bin.",
        },
      ],
    },
    testimonials: [
      "Same day every week, even with causeway traffic. The yard is clean and the kids can play barefoot again.",
      "Our condo's pet area is sanitized weekly now. Residents noticed within a month.",
      "Courteous, careful with the landscaping and always lock the gate. Exactly what we needed on the island.",
    ],
  },
  "south-miami": {
    metaDescription:
      "Dog poop cleanup in South Miami for homes near Sunset Drive, Dante Fascell Park and Red Road. Weekly pet waste removal and deodorizing. Free quote.",
    summary: "Tree-lined streets around Sunset Drive.",
    intro:
      "South Miami calls itself the City of Pleasant Living, with tree-lined residential streets around the Sunset Drive downtown and parks like Dante Fascell and Palmer. We help keep its yards just as pleasant.",
    local: {
      heading: "Pleasant living, cleaner yards",
      points: [
        {
          title: "Older homes, established yards",
          text: "Many South Miami homes date from the mid-century, with mature trees and roots that make uneven ground. We check every dip and corner where waste hides.",
        },
        {
          title: "Walkable downtown",
          text: "Lots of residents walk dogs to Sunset Drive and the parks. A clean yard at home means less tracked in after the walk.",
        },
        {
          title: "Renters and landlords",
          text: "South Miami has many rentals near the university and Metrorail. Landlords use our service to keep yards in good shape between tenants and during them.",
        },
      ],
    },
    testimonials: [
      "We walk to the park every morning and come home to a clean yard every week. Great communication.",
      "I own two rentals with dog-owning tenants. This keeps the yards in shape without me chasing anyone.",
      "Friendly technicians who are careful with our old oak's roots and the flower beds. Highly recommend.",
    ],
  },
  "north-miami": {
    metaDescription:
      "Pet waste removal in North Miami for homes in Keystone Point, Sans Souci and Griffing Park. Weekly dog poop pickup and sanitizing. Free quote.",
    summary: "Waterfront homes and established family neighbourhoods.",
    intro:
      "North Miami mixes waterfront homes on Keystone Point and Sans Souci with established family neighbourhoods west of Biscayne Boulevard and a busy downtown along NE 125th Street. We keep yards clean across all of it.",
    local: {
      heading: "From the canals to 125th Street",
      points: [
        {
          title: "Waterfront lots",
          text: "Homes on Keystone Point and Sans Souci back onto canals that lead to the bay. Keeping waste off the lawn keeps it out of the water after a storm.",
        },
        {
          title: "Established neighbourhoods",
          text: "In Griffing Park and Sunkist Grove, older ranch homes have generous backyards, often shared by more than one dog. Weekly pickup is the routine that works.",
        },
        { title: "Near Arch Creek", text: "Around historic Arch Creek Park, yards are shady and stay damp; we pay extra attention to odour in those spots." },
      ],
    },
    testimonials: [
      "Our yard runs down to the canal and I didn't like what washed off after storms. Weekly service fixed that.",
      "Kind technicians, on time, and my two dogs actually like them. The deodorizer helps a lot in summer.",
      "Simple sign-up and they just show up. I get an e-mail and the yard is done.",
    ],
  },
  "north-miami-beach": {
    metaDescription:
      "Dog waste removal in North Miami Beach for Eastern Shores, Skylake and Highland Village homes. Weekly pet waste removal and deodorizing. Free quote.",
    summary: "Eastern Shores canals to the neighbourhoods around Greynolds Park.",
    intro:
      "North Miami Beach runs from the canal homes of Eastern Shores to the family neighbourhoods around Greynolds Park and along the Snake Creek Canal. Whether your dog has a waterfront lawn or a townhome patio, we keep it clean.",
    local: {
      heading: "Canals, parks and family streets",
      points: [
        {
          title: "Eastern Shores waterfront",
          text: "Canal-front yards drain straight toward the Intracoastal. Picking up weekly keeps bacteria out of the water your neighbours boat in.",
        },
        {
          title: "Near Greynolds Park",
          text: "Homes around the park and in Highland Village have shady, wooded lots where waste breaks down slowly and attracts flies. We look under the trees, not just on the open lawn.",
        },
        {
          title: "Townhomes and condos",
          text: "Communities near 163rd Street often have shared greens. Stations and common-area pickup keep them pleasant for everyone.",
        },
      ],
    },
    testimonials: [
      "They work around the boat and the dock area carefully. The yard has never looked better.",
      "Dependable weekly visits and friendly e-mails after each one. My senior dog's corner of the yard is always clean.",
      "Shady yard, lots of flies before. Not anymore. Good service at a fair price.",
    ],
  },
  hialeah: {
    metaDescription:
      "Pet waste removal in Hialeah for family homes, duplexes and townhomes. Weekly dog poop pickup, sanitizing and a patio spray-down. Free quote.",
    summary: "Family homes, duplexes and busy households.",
    intro:
      "Hialeah is a city of family homes, duplexes and tight-knit streets, many with a dog or two in the backyard. We keep those yards clean every week so the patio is for dominó and cafecito, not for dodging messes.",
    local: {
      heading: "Hialeah yards, taken care of",
      points: [
        {
          title: "Compact, hard-working lots",
          text: "Many Hialeah homes have small fenced backyards and paved patios that get hot fast. Waste on concrete bakes and smells; weekly pickup and a deodorizing spray-down fix that.",
        },
        {
          title: "Multi-family properties",
          text: "Duplexes and small apartment buildings often share one yard between families and their dogs. We service shared yards and can bill the owner or manager.",
        },
        {
          title: "Rainy-season yards",
          text: "Hialeah's flat, low ground holds water after summer storms. We pick up before waste breaks apart in puddles and spreads across the grass.",
        },
      ],
    },
    testimonials: [
      "Three dogs and a small patio. They come every week and the patio is clean with no smell. I recommend them to everyone on my street.",
      "I rent out a duplex with a shared yard. They keep it clean for both tenants and I don't have to referee anymore.",
      "On time every week and they send an e-mail when they're done. Our patio is usable again.",
    ],
  },
  "miami-gardens": {
    metaDescription:
      "Dog poop cleanup in Miami Gardens for Norland, Scott Lake and Carol City homes. Weekly pet waste removal and yard deodorizing. Free quote.",
    summary: "Family neighbourhoods from Norland to Carol City.",
    intro:
      "Miami Gardens is a city of family neighbourhoods, from Norland and Scott Lake to Carol City and Rolling Oaks, most of them single-family homes with fenced backyards. We keep those yards clean so the family can enjoy them.",
    local: {
      heading: "Family yards in Miami Gardens",
      points: [
        {
          title: "Single-family backyards",
          text: "Most homes here have a fenced yard, often with more than one dog. A weekly visit keeps up with it, so there's never a big clean-up waiting on the weekend.",
        },
        {
          title: "Game days and gatherings",
          text: "Between Hard Rock Stadium events and family cookouts, yards see a lot of guests. Book a one-time event cleanup before the party.",
        },
        {
          title: "Lakes and canals",
          text: "Neighbourhoods such as Scott Lake and Lake Lucerne sit near water. Removing waste keeps runoff cleaner after summer storms.",
        },
      ],
    },
    testimonials: [
      "Two pit mixes and a big yard. They come every week, no excuses, and the yard smells fresh. Love it.",
      "Booked a one-time cleanup before a family reunion and signed up weekly right after.",
      "Polite, professional and always latch the gate. My kids can play outside again.",
    ],
  },
  "miami-lakes": {
    metaDescription:
      "Pet waste removal in Miami Lakes for lakefront homes and HOA communities around Lake Patricia and Royal Oaks. Weekly dog poop pickup. Free quote.",
    summary: "Lakefront homes and HOA communities by design.",
    intro:
      "Miami Lakes was laid out as a planned town around its lakes, with walkable neighbourhoods, Main Street and many homeowners' associations. Lakefront living is lovely until waste washes toward the water, and that is what we prevent.",
    local: {
      heading: "A planned town deserves a plan",
      points: [
        {
          title: "Lakefront lawns",
          text: "Homes on Lake Patricia, Lake Sarah and the other lakes slope toward the water. Weekly removal keeps bacteria and nutrients out of the lakes residents walk around every evening.",
        },
        {
          title: "Active associations",
          text: "Many Miami Lakes neighbourhoods have HOA standards for common areas. We install and maintain pet waste stations and clean shared greens on a schedule boards can rely on.",
        },
        {
          title: "Walking culture",
          text: "With paths around the lakes and Royal Oaks Park nearby, dogs get walked a lot. Stations along the routes make it easy for everyone to do their part.",
        },
      ],
    },
    testimonials: [
      "Our yard runs down to the lake and I hated what washed off after rain. Weekly service solved it.",
      "Our HOA uses them for the stations along the walking paths. Bags are always full, bins are never overflowing.",
      "Reliable, friendly and thorough. The summary after each visit is great.",
    ],
  },
  "sunny-isles-beach": {
    metaDescription: "Dog waste removal in Sunny Isles Beach for oceanfront condo pet areas and Golden Shores homes. Weekly pickup and sanitizing. Free quote.",
    summary: "Oceanfront towers and Golden Shores homes.",
    intro:
      "Sunny Isles Beach is a skyline of oceanfront towers along Collins Avenue, with the single-family streets of Golden Shores tucked behind. Dogs here mostly share building pet areas, and we keep those areas clean and sanitized.",
    local: {
      heading: "Tower living with a dog",
      points: [
        {
          title: "Building pet areas",
          text: "Towers along Collins Avenue often have one small turf area for every dog in the building. Weekly cleaning and sanitizing keep it fresh in the sun and salt air.",
        },
        {
          title: "Golden Shores yards",
          text: "West of Collins, Golden Shores homes have private yards and close neighbours. Weekly pickup keeps the peace on quiet streets.",
        },
        {
          title: "Parks and promenades",
          text: "Residents walk dogs to Heritage Park and along the bay. Stations with bags help associations keep shared paths clean.",
        },
      ],
    },
    testimonials: [
      "The pet terrace in our tower was always unpleasant. Now it's sanitized weekly and residents actually use it.",
      "Punctual and discreet. They e-mail when they're done and the yard looks great.",
      "Our association added pet waste stations along the walkway. Good communication with the manager every week.",
    ],
  },
  "bal-harbour": {
    metaDescription:
      "Discreet pet waste removal in Bal Harbour for village homes and oceanfront residences. Weekly dog poop pickup and pet area sanitizing. Free quote.",
    summary: "Discreet service for a small, exacting village.",
    intro:
      "Bal Harbour is a small village with oceanfront residences on Collins Avenue and a gated single-family section on the bay side. Residents expect discreet, punctual service, and that is what we deliver.",
    local: {
      heading: "Discreet by default",
      points: [
        {
          title: "The gated residential section",
          text: "We follow the village's access procedures for the residential section and schedule visits at consistent times, so security and staff know when to expect us.",
        },
        {
          title: "Oceanfront residences",
          text: "Buildings on Collins Avenue keep pet areas to a high standard. We clean and sanitize them weekly and report to management after each visit.",
        },
        {
          title: "Salt air, bright sun",
          text: "Turf and grass near the ocean take a beating. Prompt removal and deodorizing keep small pet areas from smelling in the sun.",
        },
      ],
    },
    testimonials: [
      "Discreet, punctual and thorough. Security knows them by now, and the garden has never looked better.",
      "Our building's pet area is maintained beautifully. Management receives a note after each visit.",
      "A pleasure to deal with from the first call. Highly professional.",
    ],
  },
  surfside: {
    metaDescription: "Pet waste removal in Surfside for homes on Abbott, Byron and Carlyle Avenues and oceanfront condos. Weekly dog poop pickup. Free quote.",
    summary: "Small-town streets between Collins and the bay.",
    intro:
      "Surfside is a small beach town with a walkable Harding Avenue business district, oceanfront condos along Collins Avenue and single-family homes on the quiet avenues toward the bay. We keep its yards as neat as its streets.",
    local: {
      heading: "Small town, close neighbours",
      points: [
        {
          title: "Homes on the avenues",
          text: "On Abbott, Byron, Carlyle and the neighbouring avenues, lots are compact and homes close together. Weekly pickup keeps odour from drifting next door.",
        },
        {
          title: "Condos on Collins",
          text: "Oceanfront buildings share pet areas that need regular sanitizing in the sun and salt air. We coordinate with management on access.",
        },
        { title: "A walking town", text: "Dogs are walked along Harding Avenue and to the beach path. A clean yard at home completes the routine." },
      ],
    },
    testimonials: [
      "Our neighbours are close, so a clean yard matters. Weekly service has been flawless.",
      "Our condo pet area is clean and fresh every week. The board is very satisfied.",
      "Friendly, reliable and good with our nervous rescue dog. Highly recommend.",
    ],
  },
  "miami-springs": {
    metaDescription:
      "Dog poop cleanup in Miami Springs for Country Club Estates and the tree-lined streets off Curtiss Parkway. Weekly pet waste removal. Free quote.",
    summary: "Historic homes and shady streets by the golf course.",
    intro:
      "Miami Springs, founded in the 1920s as Country Club Estates, is known for its Pueblo Revival homes, shady streets along Curtiss Parkway and the golf course at its heart. Its big, tree-covered yards deserve careful weekly attention.",
    local: {
      heading: "Old trees, established yards",
      points: [
        {
          title: "Mature shade",
          text: "The canopy that makes Miami Springs streets so pleasant keeps yards damp and shaded. Waste lingers there, so we check under every tree and hedge.",
        },
        {
          title: "Historic homes",
          text: "Many homes here are decades old, with walled gardens and narrow side gates. We note access details once and respect them every visit.",
        },
        {
          title: "Next to the airport",
          text: "Many residents work odd hours near the airport. You don't need to be home; we send a summary when the yard is done.",
        },
      ],
    },
    testimonials: [
      "Our historic home has a big shady yard. They're thorough and careful, and always close the old gate properly.",
      "I work shifts at the airport. Coming home to a clean yard every week is a real help.",
      "Dependable and friendly. The deodorizing treatment was worth adding.",
    ],
  },
  "opa-locka": {
    metaDescription:
      "Pet waste removal in Opa-locka for homes, rentals and commercial properties. Weekly dog poop pickup, pet waste stations and goose waste removal. Free quote.",
    summary: "Homes, rentals and commercial grounds in the Arabian Nights city.",
    intro:
      "Opa-locka, the city Glenn Curtiss built with an Arabian Nights theme, still has Moorish Revival domes, streets like Sharazad Boulevard and Ali Baba Avenue, and a mix of homes, rentals and commercial grounds near the airport. We serve all of them.",
    local: {
      heading: "Homes and grounds across Opa-locka",
      points: [
        {
          title: "Residential streets",
          text: "Family homes and rentals in Magnolia North and around Ingram Park often have dogs in fenced yards. Weekly pickup keeps them clean and safe for kids.",
        },
        {
          title: "Commercial and industrial grounds",
          text: "Near the Opa-locka airport, business parks and warehouses have lawns that attract geese and dog walkers. We offer goose waste removal and pet waste stations for those sites.",
        },
        { title: "Landlords and managers", text: "We work with property owners to keep shared yards and common areas clean between inspections." },
      ],
    },
    testimonials: [
      "Two big dogs and a small yard. Weekly service keeps it clean and the kids can play outside again.",
      "Friendly team, on time every week, and they let me know when they're done. Very happy.",
      "We manage a small commercial property. The geese problem on the lawn is under control now.",
    ],
  },
  "west-miami": {
    metaDescription:
      "Dog waste removal in West Miami for family homes between Coral Way and SW 8th Street. Weekly pet waste removal, sanitizing and deodorizing. Free quote.",
    summary: "A small city of family homes and neat lawns.",
    intro:
      "West Miami is a small city of well-kept single-family homes, with neat front lawns, fenced backyards and neighbours who notice. We help keep those yards as tidy as the block expects.",
    local: {
      heading: "Neat lawns, neighbourly streets",
      points: [
        {
          title: "Ranch homes with backyards",
          text: "Most homes are single-storey houses on regular lots with a fenced backyard. Weekly pickup fits them perfectly, whether you have one dog or three.",
        },
        {
          title: "Multigenerational households",
          text: "Many West Miami homes have grandparents, parents and kids all using the yard. A clean, deodorized yard makes it safe for everyone.",
        },
        {
          title: "Summer heat",
          text: "Sun-baked yards smell fast in July and August. Deodorizing treatments and weekly visits keep odour down through the hottest months.",
        },
      ],
    },
    testimonials: [
      "My mother lives with us and can use the backyard again without worrying where she steps. Excellent, punctual service.",
      "Reliable weekly service and a clear summary after every visit. The yard smells fresh even in August.",
      "Easy to set up and they never miss. Our yard is finally enjoyable.",
    ],
  },
};

/** The Miami page carries more than the others: why us, a card per neighbourhood, the environment and a FAQ. */
const miamiDetails = {
  businessDescription: `Weekly dog waste removal, pet waste stations, sanitizing and deodorizing for homes and communities in Miami, FL and across ${business.serviceArea}.`,
  keywords: [
    "pet waste removal Miami",
    "dog poop cleanup Miami",
    "dog waste removal Brickell",
    "pooper scooper Coconut Grove",
    "pet waste stations Miami condos",
    "yard sanitizing Miami",
  ],
  whyEyebrow: "Why us",
  whyHeading: "Why Choose Our Miami Pet Waste Removal Service",
  whyChoose: [
    {
      title: "Local Miami Expertise",
      text: "We work Miami's yards and condo dog runs every week, so we know the rainy-season routine, the gate codes and building rules, and the shady corners where waste hides.",
    },
    {
      title: "Eco-Friendly Solutions",
      text: "Waste is bagged and removed, never hosed into drains, and our sanitizing and deodorizing products are pet-safe and eco-friendly.",
    },
    {
      title: "Pet-Friendly Service",
      text: "Background-checked technicians who like dogs, close every gate behind them and tell you if they spot anything unusual in the yard.",
    },
  ],
  /** One line on each of Miami's eight neighbourhoods (../city-pages.ts), in their order. */
  cardTexts: [
    "Condo towers with shared dog runs and turf relief areas that need weekly cleaning and sanitizing.",
    "Lush, shaded lots under an old tree canopy, where damp corners need extra attention.",
    "High-rise pet terraces and building common areas, serviced on a schedule management can rely on.",
    "Bayfront towers and smaller buildings near Margaret Pace Park, with busy pet areas.",
    "Lofts, townhomes and mixed-use buildings with compact courtyards and artificial turf.",
    "Residences and businesses that expect a spotless, discreet service.",
    "Family homes and duplexes with small backyards and paved patios that heat up fast.",
    "MiMo-era homes and bayside streets with planted yards and side-alley gates.",
  ],
  /** `list`: the neighbourhoods named but not carded, joined. */
  alsoCovered: (list: string) => `We also cover ${list}, and the rest of ${business.serviceArea}.`,
  environment: {
    heading: "Protecting Miami's Environment",
    text: "Miami's storm drains flow to canals, the Miami River and Biscayne Bay. Waste that stays in a yard through an afternoon downpour ends up there. Taking it away every week is good for the bay and for everyone who uses the yard.",
    environmentalTitle: "Environmental benefits",
    healthTitle: "Health benefits",
  },
  environmentalBenefits: [
    "Keeps bacteria and nutrients out of storm drains that flow to Biscayne Bay",
    "Reduces nutrient runoff that feeds algae in canals and the bay",
    "Waste is bagged and removed, never washed into drains",
    "Pet-safe, eco-friendly sanitizing and deodorizing products",
  ],
  healthBenefits: [
    "Removes a source of roundworm, hookworm and giardia for pets and children",
    "Cuts down flies and odour in the heat",
    "Safer play space for kids and visiting dogs",
    "Sanitizing kills 99.9% of bacteria on treated surfaces",
  ],
  faqHeading: "Miami pet waste removal questions",
  moreAnswers: { before: "More answers on our", link: "FAQ page", after: "." },
  faq: [
    {
      question: "Which Miami neighbourhoods do you serve?",
      answer:
        "All of the City of Miami, including Brickell, Coconut Grove, Downtown, Edgewater, Wynwood, the Design District, Little Havana, the Upper Eastside, Little Haiti, Overtown, Allapattah and Midtown, plus the rest of Miami-Dade County.",
    },
    {
      question: "Do I need to be home for the service?",
      answer: `No. Tell us how to reach the yard once (gate code, side gate, building contact) and we handle each visit. ${p.textMessages.confirmationSentence} ${p.visitSummary.sentence}`,
    },
    {
      question: "What happens when it rains?",
      answer: p.weather.sentence,
    },
    {
      question: "Can you service condo and apartment pet areas?",
      answer:
        "Yes. We clean and sanitize shared dog runs and turf relief areas, install and maintain pet waste stations, and coordinate access with building management.",
    },
    {
      question: "How do I change or cancel my service?",
      answer: `Service is month-to-month with no long-term contract. Changes and cancellations need 7 days' notice. ${p.reschedule.sentence}`,
    },
  ],
};

/** Place names that read differently in this language; English names are the facts' own. */
const placeNames: Readonly<Record<string, string>> = {};

export const en = { labels: cityLabels, index, pages, miami: miamiDetails, placeNames };

/** The shape of the words in every language: ../es/city-pages.ts is typed against it. */
export type CityWordsCatalogue = typeof en;
