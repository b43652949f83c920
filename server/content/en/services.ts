import type { HubPath, ServicePath } from "../service-paths";
import { promisesCopy } from "../promises";

const p = promisesCopy.en;

/**
 * The English words of the nine service pages, the three hub pages (/services, /residential,
 * /commercial) and the cards that point at them: only text. Paths, the hub each page sits under,
 * illustrations, card links and icons are written once, in ../services.ts, which joins them with
 * these words; ../es/services.ts is the Spanish twin, typed against this file.
 */

export interface ServiceFeature {
  title: string;
  text: string;
}

export interface ServicePageWords {
  /** Short name used in cards, breadcrumbs and structured data. */
  name: string;
  /** The page's single h1. */
  heading: string;
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  lead: string;
  /** Exactly three items. */
  features: [ServiceFeature, ServiceFeature, ServiceFeature];
  imageAlt: string;
  detailTitle: string;
  detail: string[];
  included: string[];
  ctaTitle: string;
  ctaText: string;
}

/** A card's words; its link and illustration are in ../services.ts. */
export interface CardWords {
  title: string;
  description: string;
  features: string[];
}

/** Everything on these pages in one language. */
export interface ServicesWords {
  pages: Record<ServicePath, ServicePageWords>;
  /** The section a page sits under, for the breadcrumb and the "All … services" link. */
  parents: Record<HubPath, { name: string; linkLabel: string }>;
  /** Labels shared by the nine service pages. */
  servicePage: {
    home: string;
    quoteButton: string;
    featuresHeading: string;
    includedTitle: string;
    includedButton: string;
    ctaButton: string;
  };
  /** Goose page only: the Opa-locka block and its testimonials (./testimonials.ts). */
  goose: {
    eyebrow: string;
    title: string;
    intro: string;
    areas: string[];
    cityLink: string;
    reviewsEyebrow: string;
    reviewsTitle: string;
  };
  hub: {
    metaTitle: string;
    metaDescription: string;
    eyebrow: string;
    title: string;
    lead: string;
    quoteButton: string;
    chooseTitle: string;
    chooseIntro: string;
    /** The sixth card, after the five /services pages. */
    commercialCard: CardWords;
    ctaTitle: string;
    ctaText: string;
    ctaButton: string;
  };
  residential: {
    metaTitle: string;
    metaDescription: string;
    eyebrow: string;
    title: string;
    lead: string;
    imageAlt: string;
    primaryButton: string;
    plansButton: string;
    servicesEyebrow: string;
    servicesTitle: string;
    /** "Also available as add-ons: lawn sanitizing and lawn deodorization." */
    addOns: { lead: string; sanitizing: string; joiner: string; deodorization: string; end: string };
    whyEyebrow: string;
    whyTitle: string;
    whyText: string;
    whyPoints: string[];
    whyImageAlt: string;
    reviewsEyebrow: string;
    reviewsTitle: string;
    ctaTitle: string;
    ctaText: string;
    ctaButton: string;
  };
  commercial: {
    metaTitle: string;
    metaDescription: string;
    eyebrow: string;
    title: string;
    lead: string;
    imageAlt: string;
    primaryButton: string;
    stationsButton: string;
    servicesEyebrow: string;
    servicesTitle: string;
    whyEyebrow: string;
    whyTitle: string;
    whyIntro: string;
    /** Four reasons, in the order of their icons. */
    reasons: { title: string; text: string }[];
    storiesEyebrow: string;
    storiesTitle: string;
    ctaTitle: string;
    ctaText: string;
    ctaButton: string;
  };
  /** Home page "Our Services": four cards. */
  homeCards: CardWords[];
}

const parents: ServicesWords["parents"] = {
  "/residential": { name: "Residential", linkLabel: "All residential services" },
  "/commercial": { name: "Commercial", linkLabel: "All commercial services" },
  "/services": { name: "Services", linkLabel: "All services" },
};

const pages: Record<ServicePath, ServicePageWords> = {
  "/residential/dog-poop-removal": {
    name: "Dog Poop Removal",
    heading: "Dog Poop Removal for Miami-Dade Homes",
    metaTitle: "Residential Dog Poop Removal in Miami-Dade",
    metaDescription:
      "Weekly, bi-weekly or monthly dog poop removal for Miami-Dade homes. Background-checked technicians, gates closed behind us, no need to be home. Free quote.",
    eyebrow: "Residential service",
    lead: "We walk every part of your yard on your service day, bag every pile and take it away, so your family gets the grass back and you get your weekends back.",
    features: [
      {
        title: "A scheduled day that suits you",
        text: "Weekly visits are what we recommend for one or two dogs. Bi-weekly and monthly visits are there for lighter yards. You pick the day.",
      },
      {
        title: "A full yard inspection",
        text: "Lawn, side yards, mulch beds and the spot behind the AC unit: we walk it all, not just the patch by the patio.",
      },
      {
        title: "Nothing left behind",
        text: "Waste is bagged and taken off your property. Gates are closed and checked, and you get a service summary by e-mail after each visit.",
      },
    ],
    imageAlt: "A technician scooping a tidy back yard while a dog watches from the patio",
    detailTitle: "Made for Miami yards",
    detail: [
      "Summer heat and daily afternoon storms speed everything up here: waste breaks down into the grass, washes onto walkways and draws flies within a day or two. A regular schedule keeps ahead of it.",
      "Many of our customers work long days or travel. You do not need to be home. Tell us the gate code or where the side gate is, and we take it from there.",
    ],
    included: [
      "Front, back and side yards walked on every visit",
      "Waste bagged and removed from your property",
      "Gates closed and checked before we leave",
      p.visitSummary.item,
      p.addOns.item,
    ],
    ctaTitle: "Get your yard back this week",
    ctaText: `Tell us about your yard and your dogs. ${p.responseTime.firstVisit}`,
  },
  "/residential/odor-control-solutions": {
    name: "Odor Control Solutions",
    heading: "Odor Control Solutions for Yards, Patios and Dog Runs",
    metaTitle: "Pet Odor Control for Miami Yards and Patios",
    metaDescription: "Enzyme deodorizing and pet-safe odor control for Miami-Dade yards, patios, pavers and dog runs. Add it to any scooping plan. Free quote.",
    eyebrow: "Residential service",
    lead: "Scooping removes the waste. Humid Miami air keeps the smell. Our odor control treats the spots where dogs go again and again, so the patio is a place you want to sit.",
    features: [
      {
        title: "Enzyme treatments",
        text: "Enzymes break down the urine and residue that cause lingering odor instead of covering it with perfume.",
      },
      {
        title: "Pavers, turf and concrete",
        text: "Artificial turf, pool decks and paver patios hold odor in the heat. We treat the surface your dog actually uses.",
      },
      {
        title: "Pet-safe, eco-friendly products",
        text: "Everything we apply is chosen to be safe for pets and kids once dry, and kind to your lawn and the bay.",
      },
    ],
    imageAlt: "A patio being sprayed with a deodorizing treatment next to a lounging dog",
    detailTitle: "Why odor hangs around in South Florida",
    detail: [
      "Heat and humidity make odor molecules travel, and summer downpours spread residue across pavers and into joints. Small screened patios and townhouse courtyards feel it most.",
      "We pair odor control with your regular scooping visit, so the treatment goes down on a clean surface and actually reaches the source.",
    ],
    included: [
      "Enzyme deodorizing of favourite dog spots",
      "Deck and patio spray-down on request",
      "Treatment of artificial turf and dog runs",
      "Added to a weekly, bi-weekly or monthly visit",
    ],
    ctaTitle: "Make the patio pleasant again",
    ctaText: "Ask for odor control on its own or as an add-on to your scooping plan.",
  },
  "/commercial/common-area-waste-removal": {
    name: "Common Area Waste Removal",
    heading: "Common Area Waste Removal for HOAs, Condos and Apartments",
    metaTitle: "Common Area Pet Waste Removal for HOAs and Condos",
    metaDescription:
      "Scheduled pet waste removal for HOA common areas, condo dog walks and apartment grounds across Miami-Dade. Licensed, insured, background-checked crews.",
    eyebrow: "Commercial service",
    lead: "Residents notice the dog walk before they notice the landscaping. We keep shared green space, swales and walking paths clean on a schedule your board or management team can count on.",
    features: [
      {
        title: "Routes built around your community",
        text: "We map dog walks, pocket parks, lake banks and entrance planters once, then follow the same route on every visit.",
      },
      {
        title: "Reports after every visit",
        text: "Managers get a service summary by e-mail after each visit, so you can answer residents and boards with facts.",
      },
      {
        title: "Licensed, insured and background-checked",
        text: "Our technicians are background-checked, and we carry the insurance paperwork your management company asks for.",
      },
    ],
    imageAlt: "A condominium courtyard with a clean lawn, walking path and pet waste station",
    detailTitle: "One less complaint on the board agenda",
    detail: [
      "Pet waste is one of the most common resident complaints in Miami-Dade communities, from garden-style apartments in Doral to high-rise condo dog runs on the bay. A scheduled service takes it off your list.",
      "We work with property managers, HOA and condo boards, community managers and owners. Tell us how many homes and common areas you have, and we put together a proposal.",
    ],
    included: [
      "Scheduled removal across common areas and walking paths",
      "Pet waste station installation and bag restocking",
      p.visitSummary.item,
      "Custom service plans for each property",
    ],
    ctaTitle: "Request a proposal for your community",
    ctaText: "Share your community's size and layout. Our team follows up with a custom plan.",
  },
  "/commercial/goose-poop-removal": {
    name: "Goose Poop Removal",
    heading: "Goose Poop Removal for Commercial Properties",
    metaTitle: "Goose Poop Removal for Commercial Properties in Miami-Dade",
    metaDescription:
      "Goose and waterfowl droppings removed from lake banks, sports fields, office parks and golf courses across Miami-Dade, including Opa-locka. Free proposal.",
    eyebrow: "Commercial service",
    lead: "Lakes, retention ponds and canals draw Muscovy ducks and geese, and their droppings end up on sidewalks, fields and entrances. We clear them on a schedule so your grounds stay usable.",
    features: [
      {
        title: "Lake banks and walkways",
        text: "We clear droppings from shorelines, paths, pool decks and building entrances, where people actually walk.",
      },
      {
        title: "Fields and open lawns",
        text: "Sports fields and event lawns are cleared before they are used, not after the complaints come in.",
      },
      {
        title: "Humane and eco-friendly",
        text: "We remove the waste, not the birds. Products are pet-safe and chosen with nearby water in mind.",
      },
    ],
    imageAlt: "Geese beside a retention pond next to a freshly cleared walking path",
    detailTitle: "Built for properties near the water",
    detail: [
      "South Florida's lakes and canals mean waterfowl almost everywhere: office parks off the Palmetto, golf courses, school grounds and community parks. Droppings on paths are slippery and unpleasant, and rain carries them into the water.",
      "We set a schedule around how busy your grounds are and how many birds visit, and adjust it through the seasons.",
    ],
    included: [
      "Scheduled clearing of paths, lawns and lake banks",
      "Event and pre-game cleanups",
      p.visitSummary.item,
      "Custom service plans for each property",
    ],
    ctaTitle: "Get a goose waste plan for your grounds",
    ctaText: "Tell us about your property and the areas that need attention. We follow up with a proposal.",
  },
  "/services/dog-waste-removal": {
    name: "Dog Waste Removal",
    heading: "Dog Waste Removal Service in Miami-Dade",
    metaTitle: "Dog Waste Removal Service | Weekly Pooper Scooper",
    metaDescription:
      "Weekly, bi-weekly and monthly dog waste removal plus one-time and event cleanups across Miami-Dade. 100% satisfaction guarantee. Free quote.",
    eyebrow: "Our core service",
    lead: "Regular dog waste removal for homes and communities, plus one-time cleanups when the yard has got away from you. Same careful visit every time.",
    features: [
      {
        title: "Weekly, bi-weekly or monthly",
        text: "Choose the frequency and the preferred day. Weekly is what we recommend for one or two dogs.",
      },
      {
        title: "One-time and event cleanups",
        text: "Moving in, hosting a party or getting the yard ready for a sale: book a single visit.",
      },
      {
        title: p.guarantee.name,
        text: p.guarantee.sentence,
      },
    ],
    imageAlt: "A clean lawn with a technician carrying a sealed waste bag to the gate",
    detailTitle: "What a visit looks like",
    detail: [
      "We arrive on your scheduled day, let ourselves in through the gate you told us about and walk the yard in a grid. Every pile is bagged and removed from your property.",
      `${p.weather.sentence} ${p.visitSummary.sentence}`,
    ],
    included: ["Grid walk of the whole yard", "Waste bagged and taken away", p.visitSummary.item, p.addOns.item],
    ctaTitle: "Find out your exact price",
    ctaText: `It takes a couple of minutes. ${p.responseTime.firstVisit}`,
  },
  "/services/pet-waste-stations": {
    name: "Pet Waste Stations",
    heading: "Pet Waste Stations for HOAs, Condos and Parks",
    metaTitle: "Pet Waste Station Installation for HOAs and Condos",
    metaDescription:
      "Pet waste stations installed where residents walk their dogs, then kept stocked and emptied. For HOAs, condos, apartments and parks in Miami-Dade.",
    eyebrow: "Commercial service",
    lead: "A well-placed station is the easiest way to get residents to pick up. We help you choose the spots, install the stations and keep them stocked.",
    features: [
      {
        title: "Placed where dogs walk",
        text: "Entrances, dog walks, lake paths and near the mailbox kiosk: we recommend spots based on how residents actually move.",
      },
      {
        title: "Installed and ready to use",
        text: "Stations go in with bags and a bin, so they work from the first day.",
      },
      {
        title: "Maintenance available",
        text: "Add bag restocking and emptying so the stations never overflow in the summer heat.",
      },
    ],
    imageAlt: "A green pet waste station with bag dispenser and bin beside a palm-lined path",
    detailTitle: "Stations only work when they are looked after",
    detail: [
      "An empty bag dispenser or an overflowing bin in August does more harm than no station at all. That is why most communities pair installation with our maintenance service.",
      "We work with HOA and condo boards, property managers and parks across Miami-Dade.",
    ],
    included: ["Site walk to recommend station locations", "Installation with bags and bin", "Optional scheduled restocking and emptying"],
    ctaTitle: "Plan your stations",
    ctaText: "Tell us about your property and we put together a proposal.",
  },
  "/services/lawn-sanitizing": {
    name: "Lawn Sanitizing",
    heading: "Lawn Sanitizing for Pet Areas",
    metaTitle: "Lawn Sanitizing for Dog Yards | 99.9% Bacteria Kill",
    metaDescription:
      "Pet-safe lawn sanitizing that kills 99.9% of bacteria in dog areas. Ideal after Miami's rainy season. Add to any scooping plan. Free quote.",
    eyebrow: "Yard health",
    lead: "Scooping picks up what you can see. Sanitizing treats what you cannot. Our pet-safe treatment kills 99.9% of bacteria in the areas your dogs use most.",
    features: [
      {
        title: "99.9% bacteria kill",
        text: "A sanitizing treatment for dog areas, applied after the yard is scooped clean.",
      },
      {
        title: "Safe for pets and kids",
        text: "Eco-friendly, pet-safe products. We tell you how long to keep pets off while it dries.",
      },
      {
        title: "Great for the rainy season",
        text: "Standing water after summer storms spreads residue. A regular treatment keeps play areas fresher.",
      },
    ],
    imageAlt: "A technician applying a sanitizing treatment to a lawn with a backpack sprayer",
    detailTitle: "When sanitizing makes sense",
    detail: [
      "Homes with several dogs, small yards where dogs use the same patch, and families with young children playing on the grass get the most from sanitizing.",
      "It is an add-on to any scooping plan, or a one-time treatment when you move into a home with a dog history.",
    ],
    included: ["Scooping before every treatment", "Sanitizing of dog areas, pavers and turf", "Clear drying-time guidance"],
    ctaTitle: "Add sanitizing to your plan",
    ctaText: "Ask for it when you request your quote.",
  },
  "/services/lawn-deodorization": {
    name: "Lawn Deodorization",
    heading: "Lawn Deodorization with Enzyme Treatments",
    metaTitle: "Lawn Deodorization with Enzyme Treatments",
    metaDescription: "Enzyme lawn deodorization for dog yards in Miami-Dade. Tackles urine odor on grass, turf and pavers. Pet-safe, eco-friendly. Free quote.",
    eyebrow: "Yard health",
    lead: "Urine odor builds up fast in the heat. Enzyme treatments break it down at the source, on grass, artificial turf and pavers.",
    features: [
      {
        title: "Enzymes, not perfume",
        text: "Enzymes digest the residue that causes odor rather than masking it for a day.",
      },
      {
        title: "Turf and pavers too",
        text: "Artificial turf and paver joints trap odor. We treat the surfaces your dog uses.",
      },
      {
        title: "Pet-safe and eco-friendly",
        text: "Products chosen to be safe for your pets and your lawn.",
      },
    ],
    imageAlt: "Fresh green grass with a sprayer and a happy dog in the background",
    detailTitle: "A fresher yard between visits",
    detail: [
      "Deodorization pairs with regular scooping. We treat after the yard is clean, so the enzymes reach the soil and turf backing.",
      "Most customers add it during the hottest months and whenever guests are coming over.",
    ],
    included: ["Enzyme treatment of dog areas", "Artificial turf and paver treatment", "Available as an add-on or a one-time visit"],
    ctaTitle: "Add deodorization to your visits",
    ctaText: "Ask for it when you request your quote.",
  },
  "/services/waste-station-maintenance": {
    name: "Waste Station Maintenance",
    heading: "Waste Station Maintenance and Bag Restocking",
    metaTitle: "Pet Waste Station Maintenance and Bag Restocking",
    metaDescription: "Scheduled emptying, bag restocking and cleaning of pet waste stations for Miami-Dade HOAs, condos, apartments and parks.",
    eyebrow: "Commercial service",
    lead: "Full bins and empty bag dispensers are what residents complain about. We empty, restock and wipe down your stations on a schedule.",
    features: [
      {
        title: "Emptied on schedule",
        text: "Bins are emptied and relined on every visit, so they never overflow in the heat.",
      },
      {
        title: "Bags restocked",
        text: "Dispensers are refilled each visit. No more residents finding them empty on a Sunday.",
      },
      {
        title: "Checked and reported",
        text: "We note damaged or missing stations in your service summary so you can act quickly.",
      },
    ],
    imageAlt: "A technician restocking bags at a pet waste station",
    detailTitle: "Works with the stations you already have",
    detail: [
      "We maintain stations we installed and the ones already on your property. Combine it with common area waste removal for one visit that covers both.",
      "Frequency depends on how busy your dog walks are. High-rise condo dog runs often need more visits than a small HOA.",
    ],
    included: ["Emptying and relining bins", "Bag restocking", "Station condition noted in every service summary"],
    ctaTitle: "Keep your stations working",
    ctaText: "Tell us how many stations you have and we put together a plan.",
  },
};

export const en: ServicesWords = {
  pages,
  parents,
  servicePage: {
    home: "Home",
    quoteButton: "Get Free Quote",
    featuresHeading: "Service features",
    includedTitle: "What's included",
    includedButton: "Get started",
    ctaButton: "Get Free Quote",
  },
  goose: {
    eyebrow: "Opa-locka and nearby",
    title: "Areas We Serve",
    intro: "Goose and waterfowl waste removal for properties in Opa-locka, from the airport business district to community parks.",
    areas: [
      "Golf Courses",
      "Corporate Parks",
      "Shopping Centers",
      "Parks & Recreation",
      "Office Complexes",
      "Educational Facilities",
      "Sports Fields",
      "Public Spaces",
    ],
    cityLink: "Pet waste removal in Opa-locka",
    reviewsEyebrow: "Reviews",
    reviewsTitle: "What Property Managers Say",
  },
  hub: {
    metaTitle: "Pet Waste Removal Services in Miami-Dade",
    metaDescription: "Dog waste removal, pet waste stations, lawn sanitizing, lawn deodorization and station maintenance for Miami-Dade homes and communities.",
    eyebrow: "Everything we do",
    title: "Our Services",
    lead: "Scooping, sanitizing, deodorizing and waste stations for homes and communities across Miami-Dade County. Every service uses eco-friendly, pet-safe products and background-checked technicians.",
    quoteButton: "Get Free Quote",
    chooseTitle: "Choose a Service",
    chooseIntro: "Not sure what you need? Start a free quote and we will recommend a plan.",
    commercialCard: {
      title: "Commercial Services",
      description: "Common areas, goose waste and station programs for HOAs, condos, apartments, parks and businesses.",
      features: ["Common area waste removal", "Goose poop removal", "Custom service plans"],
    },
    ctaTitle: "One visit, everything handled",
    ctaText: "Combine scooping with sanitizing, deodorizing or a deck and patio spray-down in the same visit.",
    ctaButton: "Get Free Quote",
  },
  residential: {
    metaTitle: "Residential Dog Waste Removal in Miami-Dade",
    metaDescription:
      "Weekly, bi-weekly or monthly dog poop scooping and odor control for Miami-Dade homes. Background-checked technicians, no need to be home. Free quote.",
    eyebrow: "For homeowners",
    title: "Residential Pet Waste Removal",
    lead: "A clean yard every week without lifting a scooper. We handle the dog waste at houses, townhomes and villas across Miami-Dade, so you can enjoy the yard instead of patrolling it.",
    imageAlt: "A technician scooping a tidy back yard while a dog watches",
    primaryButton: "Get Started",
    plansButton: "See plans",
    servicesEyebrow: "Home services",
    servicesTitle: "Our Residential Services",
    addOns: { lead: "Also available as add-ons:", sanitizing: "lawn sanitizing", joiner: "and", deodorization: "lawn deodorization", end: "." },
    whyEyebrow: "Why homeowners choose us",
    whyTitle: "Built around Miami family life",
    whyText:
      "Long workdays, summer travel and afternoon storms make it hard to keep up with the yard. We come on the same day every week, rain included, and let you know when we are done.",
    whyPoints: [
      "Background-checked, licensed and insured",
      "No need to be home: we close and check the gate",
      "Eco-friendly, pet-safe products",
      p.visitSummary.item,
      p.guarantee.name,
    ],
    whyImageAlt: "Fresh green grass with a happy dog",
    reviewsEyebrow: "Reviews",
    reviewsTitle: "What Homeowners Say",
    ctaTitle: "Ready for a cleaner yard?",
    ctaText: `Tell us about your yard and your dogs. ${p.responseTime.firstVisit}`,
    ctaButton: "Get Started",
  },
  commercial: {
    metaTitle: "Commercial Pet Waste Management for HOAs and Condos",
    metaDescription: "Common area waste removal, goose poop removal and pet waste stations for HOAs, condos, apartments, parks and businesses in Miami-Dade.",
    eyebrow: "For HOAs, condos, apartments and businesses",
    title: "Commercial Pet Waste Management",
    lead: "Cleaner common areas, fewer resident complaints. We serve apartment complexes, HOA and condo associations, community managers, board members, property owners, parks and businesses across Miami-Dade.",
    imageAlt: "A condominium courtyard with a clean lawn, path and pet waste station",
    primaryButton: "Request a Proposal",
    stationsButton: "Station maintenance",
    servicesEyebrow: "Commercial services",
    servicesTitle: "Services for Your Property",
    whyEyebrow: "Why choose us",
    whyTitle: "Why Property Managers Choose Us",
    whyIntro: "What boards and managers tell us matters most.",
    reasons: [
      { title: "Licensed and insured", text: "Background-checked technicians and the insurance documents your management company asks for." },
      {
        title: "On a schedule you can plan around",
        text: "Set days and routes, with a service summary after every visit for your records and your board.",
      },
      {
        title: "Custom service plans",
        text: "From a 40-home HOA to a condo tower's pet deck, the plan fits the property, not the other way round.",
      },
      { title: "Eco-friendly products", text: "Pet-safe products, chosen with lakes, canals and Biscayne Bay in mind." },
    ],
    storiesEyebrow: "Success stories",
    storiesTitle: "Success Stories",
    ctaTitle: "Let's talk about your community",
    ctaText: "Tell us about your property. Our team reviews it and gets in touch with a proposal or the information you need.",
    ctaButton: "Request a Proposal",
  },
  homeCards: [
    {
      title: "Residential",
      description: "Scheduled scooping for houses, townhomes and villas. You do not need to be home.",
      features: ["Weekly, bi-weekly or monthly", "Full yard inspection", "Gates closed and checked"],
    },
    {
      title: "Commercial",
      description: "Common areas, dog walks and waste stations for HOAs, condos and apartments.",
      features: ["Custom service plans", "Pet waste stations", "Service summary every visit"],
    },
    {
      title: "Scooping",
      description: "Our core service: every pile bagged and removed from your property.",
      features: ["One-time cleanups", "Event cleanups", p.guarantee.name],
    },
    {
      title: "Sanitizing and Deodorization",
      description: "Kill 99.9% of bacteria and break down odor with pet-safe enzyme treatments.",
      features: ["99.9% bacteria kill", "Enzyme deodorizing", "Eco-friendly products"],
    },
  ],
};
