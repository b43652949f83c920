import { type BlogCategory, blogCategories, categoryFromSlug, categorySlug } from "~/content/blog-categories";
import { INTL_LOCALE, type Locale } from "~/lib/i18n";
import { catalogue, inLocale, type Translation } from "./catalogue";
import { articlesEs, blogCopyEs } from "./es/blog";
import { promisesCopy } from "./promises";

const p = promisesCopy.en;

export { type BlogCategory, blogCategories, categoryFromSlug, categorySlug };

export type ArticleBlock = { type: "p"; text: string } | { type: "h2"; text: string } | { type: "ul"; items: readonly string[] };

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: BlogCategory;
  readTime: string;
  body: readonly ArticleBlock[];
}

/** An article in either language (the Spanish one has the same slug, date and category). */
export type LocalizedArticle = Translation<Article>;

/** "May 27, 2025" / "27 de mayo de 2025": the calendar date of an ISO date, in the page's language. */
export function formatArticleDate(iso: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}

/** The articles in one language, newest first, in the same order and with the same slugs in both. */
export function articlesIn(locale: Locale): readonly LocalizedArticle[] {
  return inLocale(blogArticles, locale);
}

export function findArticle(slug: string, locale: Locale = "en"): LocalizedArticle | undefined {
  return articlesIn(locale).find((a) => a.slug === slug);
}

export function articleWordCount(article: LocalizedArticle): number {
  const text = article.body.map((b) => (b.type === "ul" ? b.items.join(" ") : b.text)).join(" ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** Newest first. */
export const articles: readonly Article[] = [
  {
    slug: "pet-waste-station-maintenance-south-florida",
    title: "Pet Waste Station Maintenance in South Florida: A Year-Round Checklist",
    excerpt:
      "Heat, salt air, summer storms and hurricane season are hard on pet waste stations. What to check every week, what to watch each season and how to keep residents using them.",
    date: "2025-05-27",
    category: "Maintenance",
    readTime: "3 min read",
    body: [
      {
        type: "p",
        text: "A pet waste station only works while residents trust it. An empty bag dispenser, an overflowing bin or a smell that hits you from the sidewalk teaches dog owners to walk past it, and once that habit forms it is hard to undo. In South Florida the climate works against stations all year, so a little routine maintenance goes a long way for HOAs, condo towers, apartment communities and parks.",
      },
      { type: "h2", text: "Every week" },
      {
        type: "ul",
        items: [
          "Empty the bin before it is full, not after. In Miami heat a bag left in a closed can for several days smells far worse than the same bag on a cool day up north.",
          "Refill the bag dispenser and keep spare rolls on hand. An empty dispenser is the most common reason a station stops being used.",
          "Replace the liner and check the bottom of the can for leaks or standing liquid.",
          "Wipe the lid, handle and dispenser with a pet-safe sanitizer. These are the surfaces people touch.",
          "Pick up any waste left around the post. Stray piles next to a station tell residents that nobody is looking after it.",
        ],
      },
      { type: "h2", text: "Rainy season, roughly June to October" },
      {
        type: "p",
        text: "Afternoon downpours fill open cans with water, which makes bags heavy, breaks them open and turns the bottom of the bin into a smelly soup. Stations with a self-closing lid handle this much better than open-top cans. Check that lids still close by themselves, clear drain holes where the can has them, and move stations that sit in low spots where water collects after a storm.",
      },
      { type: "h2", text: "Sun, salt air and wildlife" },
      {
        type: "p",
        text: "Strong sun fades signs and makes plastic dispensers brittle, so look at them every few months and replace any sign residents can no longer read. Near the coast, on Miami Beach, Key Biscayne or along the bay, salt air corrodes hardware; stainless or powder-coated parts last longer, and loose bolts should be tightened before they fail. Raccoons and other animals learn quickly which bins they can open, so a lid that latches is worth having where they are a problem.",
      },
      { type: "h2", text: "Before and after a storm" },
      {
        type: "p",
        text: "When a tropical storm or hurricane is forecast, empty every bin and either remove loose parts or secure them, following your association's hurricane plan. A full can or a loose sign can become debris in strong wind. After the storm, inspect each station before putting it back in service: check that posts are still firm in the ground, that nothing is bent or cracked, and that the area around the station is safe to walk.",
      },
      { type: "h2", text: "Placement matters as much as upkeep" },
      {
        type: "p",
        text: "Stations get used when they sit where dog owners already walk: near building entrances, at the start of walking paths, beside dog parks and at the edges of common lawns. A shaded spot keeps the bin cooler and the smell down. If one station is always full and another is always empty, move the quiet one rather than adding more.",
      },
      {
        type: "p",
        text: "Board members and managers usually have more pressing things to do than check bag dispensers. A scheduled maintenance visit covers emptying, restocking, sanitizing and a quick inspection, and a short report after each visit means problems are spotted before residents start to complain.",
      },
    ],
  },
  {
    slug: "dog-waste-parasites-south-florida",
    title: "Dog Waste and Your Pet's Health: Parasites to Watch in South Florida",
    excerpt:
      "Warm, wet weather lets worm eggs and other parasites survive in the yard for a long time. Here is what lives in dog waste, how pets pick it up and how a simple routine breaks the cycle.",
    date: "2025-05-20",
    category: "Pet Health",
    readTime: "6 min read",
    body: [
      {
        type: "p",
        text: "Most people think of dog waste as a smell problem or a shoe problem. Veterinarians think of it as a parasite problem. Dog feces can carry the eggs and larvae of intestinal worms and the cysts of single-celled parasites, and a yard that is cleaned up only now and then becomes a place where dogs keep reinfecting themselves. In South Florida, where it is warm almost all year and the ground is wet for half of it, that risk does not take a winter break.",
      },
      { type: "h2", text: "What can live in dog waste" },
      {
        type: "p",
        text: "Your veterinarian is the right person to tell you what to test for and how often, but these are the parasites most often discussed for dogs in warm climates:",
      },
      {
        type: "ul",
        items: [
          "Roundworms. Very common in puppies. Their eggs are passed in feces, become infective in the soil and can stay viable there for a long time. Roundworms can also infect people, which is one reason children and dirty yards are a bad combination.",
          "Hookworms. Their larvae hatch in warm, moist soil and can get into a dog through the mouth or directly through the skin of the paws. Hookworm larvae can also irritate human skin.",
          "Whipworms. Their eggs are tough and can persist in soil, which makes a contaminated yard a long-term source of reinfection.",
          "Giardia and coccidia. Microscopic parasites that spread through contaminated ground and water and are a frequent cause of diarrhea in dogs.",
          "Parvovirus. Not a parasite but a serious virus, shed in the feces of infected dogs and able to survive in the environment. Vaccination is the main defence, and prompt cleanup helps.",
        ],
      },
      { type: "h2", text: "Why Miami makes it easier for parasites" },
      {
        type: "p",
        text: "Many parasite eggs and larvae do best in warm, humid conditions and are slowed down by cold and dry weather. Miami rarely gets either. From roughly May to October, afternoon storms soak lawns and break waste apart, spreading it across the grass where dogs sniff, roll and walk. Shaded corners under trees and along fences stay damp for days. That is exactly where a dog likes to go, and exactly where waste lingers.",
      },
      {
        type: "p",
        text: "Dogs also investigate with their noses and mouths. A dog that sniffs or licks a contaminated patch, or licks its paws after walking through one, can swallow eggs. If the same yard is used every day and waste stays on the ground, the cycle repeats: a dog is treated, comes home, and picks up the same parasite again.",
      },
      { type: "h2", text: "A routine that breaks the cycle" },
      {
        type: "p",
        text: "The most effective step is boring and reliable: remove waste before eggs have time to mature and spread. A few habits make a real difference:",
      },
      {
        type: "ul",
        items: [
          "Pick up at least once a week, more often with several dogs or a small yard. Weekly service is the usual recommendation for one or two dogs.",
          "Bag waste and put it in the trash. Never rake it into beds, bury it or hose it toward a drain.",
          "Pay attention to shaded and damp areas, fence lines and the spots your dog favours.",
          "Follow your veterinarian's advice on fecal tests and parasite prevention, and ask about it after a bout of diarrhea.",
          "Wash hands after yard work, and keep small children from playing where dogs go until it has been cleaned.",
          "Keep puppies, seniors and dogs with weak immune systems off areas that have not been cleaned.",
        ],
      },
      { type: "h2", text: "Where sanitizing fits" },
      {
        type: "p",
        text: "Picking up removes the waste itself. Sanitizing treats the surface where it was. On patios, pet turf, dog runs and kennel areas, a pet-safe sanitizing treatment after pickup reduces the bacteria left behind; ours kills 99.9% of bacteria on treated surfaces. Grass and soil cannot be sterilised, so for lawns the priority stays the same: get waste off the ground quickly and consistently.",
      },
      { type: "h2", text: "Signs to call the vet" },
      {
        type: "p",
        text: "Contact your veterinarian if your dog has diarrhea that lasts more than a day or two, vomits, loses weight, has a dull coat or a pot belly (in puppies), scoots, or if you see worms or blood in the stool. Our technicians cannot diagnose anything, but because they see the yard every week they will mention it in your service summary if something looks unusual, such as very loose stool across the yard.",
      },
      {
        type: "p",
        text: "A clean yard does not replace parasite prevention, and parasite prevention does not replace a clean yard. Together they give your dog, your family and your neighbours' dogs the best chance of staying healthy in a climate that is kind to parasites. If you would rather not spend your weekends on it, a weekly visit takes it off your list.",
      },
    ],
  },
  {
    slug: "green-lawn-with-dogs-miami",
    title: "How to Keep a Green Lawn with Dogs in Miami's Climate",
    excerpt:
      "Brown spots, worn paths and smelly corners are not inevitable. A practical guide to St. Augustine lawns, rainy-season care and the small habits that keep a dog-friendly yard green.",
    date: "2025-05-12",
    category: "Yard Maintenance",
    readTime: "6 min read",
    body: [
      {
        type: "p",
        text: "A Miami lawn has a hard life even without a dog: intense sun, sandy or rocky soil, months of heavy rain and a few months of dry weather. Add one or two dogs and you get brown spots, bare paths along the fence and a corner that smells every afternoon. The good news is that most of this is manageable with a few habits that fit the local climate.",
      },
      { type: "h2", text: "Know your grass" },
      {
        type: "p",
        text: "Most lawns in Miami-Dade are St. Augustine grass, with some Zoysia and Bahia. St. Augustine handles heat and shade fairly well and spreads by runners, so it can fill in small damaged areas on its own if the cause is removed. It does not tolerate constant heavy traffic or being smothered, and that is where dogs come in.",
      },
      { type: "h2", text: "Brown spots: urine and waste" },
      {
        type: "p",
        text: "Dog urine is rich in nitrogen. In small amounts nitrogen is fertilizer; concentrated in one spot, it burns the grass and leaves a brown patch, often with a ring of dark green around it. Feces left on the lawn do similar damage more slowly: they smother the grass underneath and, as they break down in the rain, release a concentrated dose of nutrients in one place.",
      },
      {
        type: "ul",
        items: [
          "Remove waste at least weekly, so it never sits long enough to kill the grass underneath.",
          "Rinse spots where your dog urinates regularly with plain water when you can, especially in the dry months.",
          "Keep your dog well hydrated; ask your vet before trying any supplement that claims to fix lawn spots.",
          "Consider training your dog to use one area, such as a mulched or gravel corner, and give that area extra care.",
        ],
      },
      { type: "h2", text: "Worn paths and fence lines" },
      {
        type: "p",
        text: "Dogs patrol. The path along a fence, the route to the gate and the spot where they watch the street all get worn down to sand. On St. Augustine, the fix is usually to reduce traffic long enough for runners to fill in, or to accept the path and turn it into one: stepping stones or mulch along the fence line look tidier than a strip of half-dead grass and are easier to keep clean.",
      },
      { type: "h2", text: "Rainy season, May to October" },
      {
        type: "p",
        text: "The wet season changes the job. Waste that would dry out in January breaks apart in an afternoon storm and spreads into the grass, where it is much harder to pick up and where it feeds odour and flies. Puddles in low spots collect it. Mowing over it spreads it further. During these months weekly pickup is the minimum, and yards with several dogs benefit from more.",
      },
      {
        type: "p",
        text: "Be careful with fertilizer in this season too. Miami-Dade County restricts fertilizer containing nitrogen or phosphorus during the rainy season to protect Biscayne Bay, and some cities have their own rules; check before you feed the lawn. Removing dog waste is part of the same idea: less excess nitrogen washing off your yard.",
      },
      { type: "h2", text: "Dry season, November to April" },
      {
        type: "p",
        text: "Cooler, drier months are the time to repair. St. Augustine grows more slowly then, so patch with plugs or sod and water it in, and keep dogs off new patches until they root. Dry weather also concentrates urine, so rinsing favourite spots helps more than at any other time of year.",
      },
      { type: "h2", text: "Odour control" },
      {
        type: "p",
        text: "Smell comes from what is left behind: residue on patios and turf, urine in the same corner every day, and waste in shady spots. Pickup is step one. For patios, decks and pet turf, an enzyme-based deodorizing treatment breaks down the organic compounds that cause the smell instead of covering them with fragrance. A deck and patio spray-down after pickup makes a big difference in July and August.",
      },
      { type: "h2", text: "Artificial turf" },
      {
        type: "p",
        text: "Many townhomes and condo pet areas in Miami use artificial turf. It does not brown, but it holds odour and bacteria in its backing and infill if it is not cleaned. Solids should come off at least weekly, and turf should be rinsed and treated with a pet-safe sanitizer and deodorizer regularly.",
      },
      { type: "h2", text: "A simple weekly checklist" },
      {
        type: "ul",
        items: [
          "Walk the whole yard in a pattern and remove all waste, including under hedges and along the fence.",
          "Check shaded, damp corners and low spots that collect water.",
          "Rinse urine spots in dry weather.",
          "Deodorize patios, decks and turf in the hot months.",
          "Mow after, not before, cleanup.",
        ],
      },
      {
        type: "p",
        text: "A dog-friendly yard that looks good is mostly about consistency. If weekends keep slipping by, a weekly service keeps the routine going, and you get to enjoy the lawn instead of inspecting it.",
      },
    ],
  },
  {
    slug: "dog-waste-stormwater-biscayne-bay",
    title: "Where Dog Waste Goes When It Rains: Protecting Biscayne Bay",
    excerpt:
      "Storm drains in Miami-Dade carry rainwater, and whatever it picks up, toward canals and the bay. Why dog waste matters for water quality, and the easy habits that keep it out.",
    date: "2025-05-05",
    category: "Environment",
    readTime: "5 min read",
    body: [
      {
        type: "p",
        text: "Every heavy afternoon storm in Miami sends water across lawns, sidewalks and streets into storm drains. Unlike the water from your sink or toilet, most stormwater is not treated at a plant. It flows through pipes and swales into canals, the Miami River and ultimately Biscayne Bay. Whatever the rain picks up on the way, including dog waste, goes with it.",
      },
      { type: "h2", text: "Why dog waste is a water problem" },
      {
        type: "p",
        text: "Dog waste carries two things that water does not need. The first is bacteria, including fecal bacteria that health departments monitor at beaches; when levels are high, swimming advisories follow. The second is nutrients, nitrogen and phosphorus, that act as fertilizer in the water. Too many nutrients feed algae blooms, cloud the water, shade out seagrass and can lower oxygen levels in the water.",
      },
      {
        type: "p",
        text: "Biscayne Bay is a shallow, sensitive body of water, and local governments and scientists have spent years working on the nutrient pollution that reaches it from septic systems, fertilizer, stormwater and other sources. Pet waste is one of those sources, and unlike most of them it is entirely within a household's control.",
      },
      { type: "h2", text: "Why Miami's weather raises the stakes" },
      {
        type: "p",
        text: "In drier climates, waste left on a lawn often dries out and stays put. In Miami, waste sits in the heat until an afternoon downpour breaks it apart and washes it off. Yards slope toward streets, canals and lakes; many homes in Miami Lakes, North Miami, Miami Beach and Key Biscayne back directly onto water. Fall king tides can push bay water into low streets, where it mixes with whatever is on the ground.",
      },
      { type: "h2", text: "What helps, in order of impact" },
      {
        type: "ul",
        items: [
          "Pick up every time on walks. Miami-Dade County and its cities require owners to remove their dog's waste from public places and other people's property.",
          "Clear your own yard at least weekly, and before a storm when you can. Waste that is gone before the rain cannot wash away.",
          "Bag it and put it in the trash. Do not put dog waste in yard-waste piles, compost, storm drains or canals.",
          "Never hose waste off patios or driveways toward the street; the drain at the curb goes to the bay.",
          "In condo and HOA communities, place pet waste stations where people actually walk dogs, and keep them stocked and emptied.",
          "Be careful with lawn fertilizer, and follow your city's rainy-season rules.",
        ],
      },
      { type: "h2", text: "Shared spaces need a plan" },
      {
        type: "p",
        text: "One dog owner who skips pickup has a small effect. A building or community with dozens of dogs sharing a few strips of grass by a lake or canal is a different matter. That is why associations and property managers often combine three things: pet waste stations with bags and bins along walking routes, a regular common-area sweep to pick up what residents miss, and clear reminders in community rules.",
      },
      {
        type: "p",
        text: "A station only works if it is maintained. An empty bag dispenser or an overflowing bin in the Miami heat discourages exactly the behaviour you want. Scheduled restocking and emptying is the unglamorous part that makes stations effective.",
      },
      { type: "h2", text: "How we handle it" },
      {
        type: "p",
        text: "On every visit we bag all waste and take it away; we never rake it into beds or wash it toward a drain. Our sanitizing and deodorizing products are pet-safe and eco-friendly, and we use them on the surfaces that need them rather than spraying the whole lawn. For communities, we install and service pet waste stations so the bags are there when residents need them.",
      },
      {
        type: "p",
        text: "Keeping dog waste out of storm drains is one of the simplest things a Miami household can do for the bay. It takes a bag, a bin and a routine, and if the routine is the hard part, that is the part we take over.",
      },
    ],
  },
  {
    slug: "what-to-expect-weekly-dog-waste-removal",
    title: "What Happens During a Weekly Dog Waste Removal Visit",
    excerpt:
      "Never used a pooper scooper service? From the free quote to the e-mail after each visit, here is exactly how weekly service works, what we need from you and what you can expect from us.",
    date: "2025-04-28",
    category: "Services",
    readTime: "5 min read",
    body: [
      {
        type: "p",
        text: "Letting someone into your yard every week is a matter of trust, so it is fair to want to know exactly what happens. Here is how our weekly dog waste removal works in Miami-Dade, from the first question to the hundredth visit.",
      },
      { type: "h2", text: "1. The free quote" },
      {
        type: "p",
        text: `Everything starts with a short online form: your contact details, your ZIP code, how many dogs you have and anything we should know about the yard. Residential customers can then choose a plan online. Commercial customers, such as HOAs, condo associations and property managers, tell us about the community and get a custom proposal. ${p.responseTime.firstVisit}`,
      },
      { type: "h2", text: "2. Choosing a frequency" },
      {
        type: "p",
        text: "Service can be weekly, bi-weekly or monthly on a preferred day. For one or two dogs we recommend weekly: waste does not have time to build up, smell or wash across the lawn in the rainy season. Bi-weekly can suit a single small dog in a large yard; monthly is mostly for light use or as a top-up to your own routine. You can change frequency later with 7 days' notice.",
      },
      { type: "h2", text: "3. Access and the first visit" },
      {
        type: "p",
        text: "You do not need to be home. We ask once how to reach the yard: a gate code, which side gate, whether the dogs will be outside and anything to avoid, such as a new sod patch or a pond. If your dogs are friendly and you prefer them out during the visit, tell us; if not, we ask that they are inside while we work. The first visit often takes longer because it covers any backlog.",
      },
      { type: "h2", text: "4. What the technician does" },
      {
        type: "ul",
        items: [
          "Closes the gate behind them and checks it is latched. Every time.",
          "Walks the whole yard in a pattern, including fence lines, under hedges, behind equipment and the shady corners dogs favour.",
          "Bags all waste and takes it away. Nothing is raked into beds or hosed into drains.",
          "Applies any add-ons on your plan: deodorizing, sanitizing, or a deck and patio spray-down.",
          "Notes anything unusual, like a broken fence board, an open gate on arrival or very loose stool.",
        ],
      },
      { type: "p", text: "Our technicians are background-checked, and the business is licensed and insured. They use pet-safe, eco-friendly products." },
      { type: "h2", text: "5. The confirmation and summary" },
      {
        type: "p",
        text: `${p.textMessages.confirmationSentence} ${p.visitSummary.sentence} That way you know the yard was done without checking it yourself.`,
      },
      { type: "h2", text: "6. Weather" },
      {
        type: "p",
        text: "Miami rain is a fact of life, so we service in the rain. If severe weather such as a tropical storm or lightning makes a visit unsafe, we reschedule to the next available day and let you know.",
      },
      { type: "h2", text: "7. If something is missed" },
      {
        type: "p",
        text: `We offer a 100% satisfaction guarantee. ${p.guarantee.sentence}`,
      },
      { type: "h2", text: "8. Changes, pauses and billing" },
      {
        type: "p",
        text: `Service is month-to-month with no long-term contract. Changes and cancellations need 7 days' notice. ${p.reschedule.sentence} Do it when you have guests or a landscaper coming, for example. Payment is by major credit card with automatic billing for recurring service, processed by our card payment provider. Refunds for prepaid services are prorated.`,
      },
      { type: "h2", text: "Add-ons worth knowing about" },
      {
        type: "ul",
        items: [
          "Deodorizing: an enzyme treatment for patios, turf and favourite spots, most useful in the hot months.",
          "Sanitizing: a pet-safe treatment that kills 99.9% of bacteria on treated surfaces such as dog runs, turf and patios.",
          `${p.addOns.sprayDown.name}: ${p.addOns.sprayDown.text}`,
        ],
      },
      {
        type: "p",
        text: "That is the whole routine. It is simple on purpose: the same day each week, the same careful walk of the yard, and an e-mail when it is done. If you have a question that is not answered here, our FAQ covers the rest, or you can request a free quote and ask us directly.",
      },
    ],
  },
  {
    slug: "pet-waste-stations-hoa-condo-miami",
    title: "Pet Waste Stations for Miami HOAs and Condo Communities",
    excerpt:
      "Where to put stations, how many bags they need, and why maintenance matters more than the hardware. A guide for board members and property managers across Miami-Dade.",
    date: "2025-04-21",
    category: "Commercial",
    readTime: "6 min read",
    body: [
      {
        type: "p",
        text: "Ask any HOA board or condo manager in Miami-Dade about resident complaints and dog waste will be near the top of the list. Waste on the lake walk, by the pool gate, on the strip of grass by the entrance, smelling in the heat. Rules and reminder letters help a little. What helps most is making the right behaviour easy and keeping common areas clean in the meantime. Pet waste stations are the foundation of that.",
      },
      { type: "h2", text: "What a station is" },
      {
        type: "p",
        text: "A pet waste station is a post with a bag dispenser, a lidded waste bin and usually a sign. It gives residents no excuse to leave waste behind, and it reminds them at the moment it matters. The hardware is simple. The results depend almost entirely on where stations go and how well they are kept up.",
      },
      { type: "h2", text: "Where to put them" },
      {
        type: "p",
        text: "Place stations where dogs actually go, not where they look tidy on a site plan. Walk the community at the morning and evening peak and watch. Good locations usually include:",
      },
      {
        type: "ul",
        items: [
          "Building exits and the first patch of grass outside them, where most dogs stop first.",
          "Both ends of walking paths, and along long lake or canal walks.",
          "Entrances to designated dog areas and dog parks.",
          "The edges of common greens and playgrounds, to keep dogs' business away from where children play.",
          "Guest parking areas, where visitors with dogs arrive.",
        ],
      },
      {
        type: "p",
        text: "Avoid placing a bin right next to a bench, a mailbox area or a pool entrance; in the Miami heat, even a lidded bin can smell when it is full. Make sure each station is reachable on a paved surface, visible at night and not blocked by irrigation heads or landscaping.",
      },
      { type: "h2", text: "How many" },
      {
        type: "p",
        text: "There is no universal ratio, because layout matters more than unit count. A compact tower with one relief area may need a single well-kept station; a sprawling townhome community with a lake loop needs several along the route. A useful test: a resident should pass a station within the first minutes of any typical walk. If people keep leaving waste in the same spot, that spot is telling you where a station belongs.",
      },
      { type: "h2", text: "Maintenance is the real job" },
      {
        type: "p",
        text: "An empty bag dispenser turns a good resident into a bad one. An overflowing bin in August is worse than no bin at all. Stations need:",
      },
      {
        type: "ul",
        items: [
          "Bags restocked before they run out, on a fixed schedule.",
          "Bins emptied and liners replaced, more often in summer and around holidays.",
          "Periodic cleaning and sanitizing of the bin and the surrounding area.",
          "Checks for damage, loose posts and faded signs, especially after storms.",
        ],
      },
      {
        type: "p",
        text: "Before hurricane season, make sure posts are secure and know how quickly stations can be taken in or reinstalled if a storm threatens; loose bins become debris in high wind.",
      },
      { type: "h2", text: "Stations plus common-area cleanup" },
      {
        type: "p",
        text: "Even in well-run communities, some waste gets missed. A scheduled common-area sweep of the greens, paths and dog areas picks up what residents leave, which keeps the place looking cared for and, in turn, encourages residents to keep it that way. Where geese gather on lakes and open lawns, goose waste removal is a separate service worth adding.",
      },
      { type: "h2", text: "Getting the board on board" },
      {
        type: "p",
        text: "For a board proposal, the argument is simple: fewer complaints, cleaner common areas that residents and prospective buyers notice, less waste washing into the community's lake or canal, and a predictable service that management does not have to chase. Ask any provider for a clear scope: number and placement of stations, restocking frequency, bin emptying, common-area pickup and what reports management receives after each visit.",
      },
      { type: "h2", text: "How we work with communities" },
      {
        type: "p",
        text: "We install and maintain pet waste stations, including bag restocking and bin emptying, and offer common-area waste removal and goose waste removal for communities across Miami-Dade. We coordinate access with management, follow building and HOA rules, and send a service summary after each visit. Every commercial quote is custom, based on a walk-through of your property. Request a proposal and tell us about your community; we will suggest a layout and schedule that fits it.",
      },
    ],
  },
];

/** The articles in both languages (Spanish: ./es/blog.ts). */
export const blogArticles = catalogue(articles, articlesEs);

/** The copy of /blog and /blog/:slug around the articles. */
const blogCopyEn = {
  list: {
    metaTitle: "Pet Waste & Yard Care Blog",
    description:
      "Practical advice for Miami dog owners, HOAs and property managers: pet health, lawn care in the rainy season, Biscayne Bay and pet waste stations.",
    eyebrow: "Advice from the yard",
    title: "Pet Waste & Yard Care Blog",
    intro:
      "Straightforward advice for Miami-Dade dog owners and community managers: keeping pets healthy, lawns green through the rainy season and waste out of Biscayne Bay.",
    postsHeading: "Articles",
    categoriesLabel: "Blog categories",
    all: "All",
    /** `{count}` is the number of articles shown, `{category}` the chosen category. */
    countOne: "1 article",
    countOther: "{count} articles",
    inCategory: " in {category}",
    emptyTitle: "No articles in {category} yet.",
    emptyBefore: "We're writing one. In the meantime,",
    emptyLink: "browse all articles",
    emptyAfter: ".",
    learnMore: "Learn More",
    cta: {
      heading: "Rather leave the scooping to us?",
      text: "Weekly pet waste removal for Miami-Dade homes and communities. Get a free quote in a couple of minutes.",
    },
  },
  post: {
    asideLabel: "Get a quote",
    asideTitle: "Want the yard handled every week?",
    asideText: "Weekly pet waste removal across Miami-Dade, with a service summary after every visit. No need to be home.",
    asideButton: "Get Started",
    allArticles: "All articles",
    moreHeading: "More from the blog",
    readArticle: "Read article",
    cta: {
      heading: "A cleaner yard, every week",
      text: "Tell us about your dogs and your yard, and we'll send a free quote for Miami-Dade service.",
    },
  },
  crumbs: { home: "Home", blog: "Blog" },
  /** Labels of the categories; the category itself (and its `?category=` slug) stays the English code. */
  categories: {
    "Pet Health": "Pet Health",
    "Yard Maintenance": "Yard Maintenance",
    Environment: "Environment",
    Services: "Services",
    Commercial: "Commercial",
    Maintenance: "Maintenance",
  } satisfies Record<BlogCategory, string>,
};

export type BlogCopy = typeof blogCopyEn;
export const blogCopy = catalogue(blogCopyEn, blogCopyEs);
