import { INTL_LOCALE } from "~/lib/i18n";
import type { Translation } from "../catalogue";
import type { CityWordsCatalogue } from "../en/city-pages";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

/**
 * Spanish words for /es/locations and the 20 /es/locations/{slug} pages: written for a Miami reader,
 * formal "usted". Only text: neighbourhoods and reviewers come from ../city-pages.ts, written once.
 * Place names (neighbourhoods, streets, parks) stay as they are on the signs; the few that are
 * descriptions ("Golf Course Area") are translated in `placeNames` below.
 */

/** "A, B, C y D" (and "e" before an "i" sound), the separator after each item. */
function spanishSeparators(items: readonly string[]): string[] {
  const separators: string[] = [];
  for (const part of new Intl.ListFormat(INTL_LOCALE.es, { type: "conjunction" }).formatToParts(items)) {
    if (part.type === "element") separators.push("");
    else separators[separators.length - 1] += part.value;
  }
  return separators;
}

const labels: Translation<CityWordsCatalogue["labels"]> = {
  breadcrumb: { home: "Inicio", locations: "Zonas de servicio" },
  title: (city) => `Recogida de excremento de perro en ${city}`,
  eyebrow: (city) => `Servicio en ${city}, FL`,
  heading: (city) => `Recogida de excremento de mascotas en ${city}`,
  getStarted: "Comenzar",
  includes: (city) => `Cada visita en ${city} incluye`,
  promises: ["El mismo día todas las semanas", "No necesita estar en casa", "Técnicos con antecedentes verificados", p.guarantee.name],
  confirmation: `${p.textMessages.confirmationSentence} ${p.visitSummary.sentence}`,
  services: {
    eyebrow: "Lo que hacemos",
    heading: (city) => `Nuestros servicios en ${city}`,
    cards: [
      {
        id: "residential",
        title: "Servicio residencial",
        text: "Para casas, townhouses y patios privados.",
        bullets: ["Servicio semanal", "Inspección completa del patio", "Tratamiento desodorizante"],
      },
      {
        id: "commercial",
        title: "Servicio comercial",
        text: "Para asociaciones de propietarios (HOA), edificios de condominios y administradores de comunidades.",
        bullets: ["Recogida de excremento en áreas comunes", "Estaciones para desechos de mascotas", "Planes de servicio a la medida"],
      },
      {
        id: "special",
        title: "Servicios especiales",
        text: "Para cuando necesita algo más que la rutina semanal.",
        bullets: ["Limpieza de una sola vez", "Servicio de desinfección", "Limpieza para eventos"],
      },
    ],
  },
  localEyebrow: "Experiencia local",
  areas: {
    eyebrow: "Vecindarios",
    heading: (city) => `Zonas que atendemos en ${city}`,
    notListed: (city) => `¿No ve su zona en la lista? Trabajamos en todo ${city} y en el resto del condado de Miami-Dade.`,
    seeAll: "Vea todas las zonas que atendemos",
  },
  reviews: { eyebrow: "Reseñas", heading: (city) => `Lo que dicen nuestros clientes en ${city}` },
  closing: {
    heading: (city) => `¿Quiere un patio más limpio en ${city}?`,
    text: (city) => `Cuéntenos sobre su patio o su comunidad en ${city} y reciba una cotización gratis. ${p.responseTime.firstVisit}`,
    quote: "Pida su cotización gratis",
    call: "Llame al",
  },
  listSeparators: spanishSeparators,
};

const index: Translation<CityWordsCatalogue["index"]> = {
  title: "Zonas de servicio: recogida de excremento de mascotas en todo Miami-Dade",
  description:
    "Limpieza semanal de excremento de perro en Miami, Miami Beach, Coral Gables, Doral, Hialeah, Miami Lakes y 14 ciudades más de Miami-Dade. Encuentre su zona.",
  eyebrow: "Condado de Miami-Dade",
  heading: "Zonas que atendemos en todo Miami-Dade",
  intro:
    "Desde las áreas para perros de los condominios de Brickell hasta la grama frente a los lagos de Miami Lakes y las áreas verdes de las HOA de Doral, nuestros técnicos mantienen limpios patios y áreas comunes todas las semanas. Elija su ciudad para ver los vecindarios que cubrimos y lo que opinan los clientes de la zona.",
  points: ["Semanal, quincenal o mensual", "No necesita estar en casa", "Con licencia y seguro"],
  citiesHeading: "Elija su ciudad",
  alsoServe: "También atendemos",
  elsewhere: ". ¿Está en otro lugar del condado de Miami-Dade? Pida una cotización y le respondemos enseguida.",
  closing: {
    heading: "¿No ve su vecindario?",
    text: "Cubrimos todo el condado de Miami-Dade. Pida una cotización gratis con su código postal y le confirmamos su día de servicio.",
    quote: "Pida su cotización gratis",
    call: "Llame al",
  },
};

const pages: Translation<CityWordsCatalogue["pages"]> = {
  miami: {
    metaDescription:
      "Recogida semanal de excremento de perro en Miami, de los condominios de Brickell a los patios de Coconut Grove. Desinfección y desodorización. Cotización gratis.",
    summary: "Torres de Brickell, patios de Coconut Grove y todo lo que queda en medio.",
    intro:
      "Desde las áreas para perros de las torres de condominios de Brickell y Edgewater hasta los terrenos sombreados bajo los árboles de Coconut Grove, mantenemos limpios los patios y las áreas comunes de Miami todas las semanas, con el calor y en plena temporada de lluvias.",
    local: {
      heading: "Un servicio pensado para la vida en Miami",
      points: [
        {
          title: "Torre o casa, el mismo estándar",
          text: "Buena parte de los perros de Miami vive en torres a lo largo de Brickell Avenue y Biscayne Boulevard, donde todos comparten una sola área de césped artificial. Esos espacios pequeños necesitan el mismo cuidado que un patio en Shenandoah, solo que con más frecuencia.",
        },
        {
          title: "Preparados para la temporada de lluvias",
          text: "Los aguaceros de la tarde, desde finales de la primavera hasta octubre, arrastran los desechos hacia los desagües pluviales que desembocan en la bahía de Biscayne. La recogida semanal los mantiene fuera de los desagües y fuera de la bahía.",
        },
        {
          title: "Mucha arboleda, portones estrechos",
          text: "En el Grove y en el Upper Eastside los terrenos suelen ser angostos y con mucha vegetación, con portones que dan a callejones laterales. Anotamos una sola vez los códigos de acceso, los nombres de los perros y los puntos difíciles, para que cada visita salga igual de bien.",
        },
      ],
    },
    testimonials: [
      "Para el miércoles ya olía mal el área de perros de nuestro edificio. Desde que la junta contrató el servicio, la limpian y la rocían todas las semanas, y por fin los residentes dejaron de quejarse en el chat del edificio.",
      "Dos labradores, un patio grande con mucha sombra y nada de tiempo. Vienen mientras estoy en el trabajo, cierran el portón al salir y me mandan un resumen por correo electrónico. Ya ni pienso en eso.",
      "Un patiecito y un perro muy productivo. La desodorización hizo una diferencia enorme cuando llegó el calor del verano. El técnico es muy amable y siempre viene el día que dicen.",
    ],
  },
  "miami-beach": {
    metaDescription:
      "Recogida de excremento de mascotas en Miami Beach para patios de South Beach, casas de Mid-Beach y condominios frente a la bahía. Servicio semanal. Cotización gratis.",
    summary: "Patios interiores de South Beach, casas de Mid-Beach y las islas.",
    intro:
      "En Miami Beach los perros viven en edificios art déco de pocos pisos, en condominios frente a la bahía y en casas de las islas con patios pequeños y muy usados. Los mantenemos limpios todas las semanas para que lo único que se note sea la brisa del mar.",
    local: {
      heading: "Lo que una isla barrera le exige a un patio",
      points: [
        {
          title: "Patios pequeños, mucho uso",
          text: "En Flamingo Park, Nautilus y Normandy Isles los terrenos son compactos, así que uno o dos perros desgastan rápido un pedazo de grama. La recogida regular y la desodorización hacen que un patio pequeño siga siendo útil.",
        },
        {
          title: "Mareas altas y calles inundadas",
          text: "En otoño, las mareas altas de temporada (las king tides) meten agua en las calles bajas del lado de la bahía. Los desechos que quedan en un patio terminan en esa agua, por eso, en esas semanas, ajustamos el horario de las visitas en lugar de saltárnoslas.",
        },
        {
          title: "Las reglas del condominio, bajo control",
          text: "Muchos edificios, de South Pointe a North Beach, tienen una sola área para mascotas y reglas estrictas de la asociación. Acordamos con la administración los horarios de acceso para que el servicio nunca les estorbe a los residentes.",
        },
      ],
    },
    testimonials: [
      "Tenemos un patiecito interior detrás de un edificio de los años treinta y un galgo que aprovecha cada centímetro. La recogida semanal y el desodorizante lo mantienen agradable, también para los vecinos.",
      "Encontraron el portón lateral, se aprendieron los nombres de los perros en la primera visita y no han faltado ni una semana desde entonces. El correo después de cada visita es un buen detalle.",
      "Viajo mucho. Saber que el patio queda atendido mientras estoy fuera, sin tener que estar en casa, es justo lo que necesitaba.",
    ],
  },
  "coral-gables": {
    metaDescription:
      "Recogida de excremento de perro en Coral Gables para casas en Biltmore, Cocoplum y Granada. Un servicio semanal discreto, a la altura de la City Beautiful. Cotización gratis.",
    summary: "Servicio semanal y discreto para la City Beautiful.",
    intro:
      "En Coral Gables la imagen de una propiedad se toma en serio, desde las casas de estilo mediterráneo de Granada Boulevard hasta las residencias frente al agua de Cocoplum. Nuestro servicio semanal, silencioso y discreto, mantiene la grama y los canteros tan cuidados como las calles.",
    local: {
      heading: "Un servicio a la medida de la City Beautiful",
      points: [
        {
          title: "Jardines con diseño, no solo grama cortada",
          text: "Los patios de Coral Gables suelen tener mucha vegetación: canteros con mulch, setos y robles de muchos años. Revisamos debajo de los arbustos y a lo largo de los canteros, donde a los perros les gusta ir y adonde la cortadora nunca llega.",
        },
        {
          title: "Silencioso y rápido",
          text: "Nuestros técnicos trabajan con herramientas manuales, respetan un horario fijo y entran y salen sin alboroto, algo que importa en cuadras donde los vecinos se fijan en todo.",
        },
        {
          title: "Sombra y humedad",
          text: "Bajo los banianos y los robles, la tierra sigue húmeda mucho después de una tormenta. Ahí es donde primero se acumulan el olor y las moscas, así que en cada visita revisamos con más cuidado los rincones con sombra.",
        },
      ],
    },
    testimonials: [
      "Profesionales desde la primera llamada. El técnico es discreto, cuidadoso con nuestras plantas y siempre deja el portón bien cerrado. Justo el tipo de servicio que buscábamos.",
      "Tres perros y un patio grande con muchos canteros. Revisan los lugares que yo nunca revisaría. Nuestro jardinero notó la diferencia antes que nosotros.",
      "Recibimos mucha gente al aire libre. Con el servicio semanal y una limpieza especial antes de cada fiesta, volvimos a disfrutar el patio.",
    ],
  },
  doral: {
    metaDescription:
      "Recogida de excremento de mascotas en Doral para comunidades con HOA, townhouses y casas. Recogida semanal y servicio de estaciones para desechos. Cotización gratis.",
    summary: "Comunidades con HOA, townhouses y familias que crecen.",
    intro:
      "Doral creció rápido, con comunidades planificadas, townhouses y casas frente a los lagos al oeste del aeropuerto, casi todas administradas por asociaciones de propietarios. Atendemos tanto a las familias como a las juntas directivas que mantienen esas comunidades impecables.",
    local: {
      heading: "Pensado para las comunidades planificadas de Doral",
      points: [
        {
          title: "Áreas comunes de las HOA",
          text: "Muchas comunidades de Doral comparten senderos junto al lago, áreas verdes y jardines de entrada. Las estaciones para desechos con bolsas repuestas y la recogida semanal en las áreas comunes son la solución más sencilla a las quejas que más escuchan las juntas.",
        },
        {
          title: "Patios de townhouse",
          text: "Los patios y los pasillos laterales de los townhouses son pequeños y quedan pegados a los vecinos. La recogida semanal y la desodorización los mantienen agradables aun con el calor.",
        },
        {
          title: "Terreno plano, agua estancada",
          text: "Doral es plano y bajo, y los patios pueden quedarse encharcados después de las tormentas de verano. Recogemos antes de que los desechos se deshagan en los charcos y se esparzan por la grama.",
        },
      ],
    },
    testimonials: [
      "Nuestra HOA puso estaciones para desechos a lo largo del sendero del lago y la diferencia fue inmediata. Siempre hay bolsas y los cestos nunca se desbordan.",
      "Dos huskies en el patio de un townhouse es mucho. Con el servicio semanal y la desodorización volvimos a usar el patio, hasta en agosto.",
      "Fácil de contratar, una confirmación clara y vienen el mismo día todas las semanas. Los niños pueden jugar afuera sin andar esquivando minas.",
    ],
  },
  kendall: {
    metaDescription:
      "Recogida de excremento de perro en Kendall para casas, townhouses y comunidades con HOA, de Dadeland a The Hammocks. Servicio semanal. Cotización gratis.",
    summary: "Patios familiares y comunidades con HOA, de Dadeland hacia el oeste.",
    intro:
      "Kendall es una de las zonas suburbanas más extensas de Miami-Dade: casas unifamiliares con patios de verdad, comunidades de townhouses y urbanizaciones con HOA frente a los lagos, desde Dadeland hasta el extremo oeste de Kendall Drive. En esos patios hay muchos perros, y nosotros les seguimos el ritmo.",
    local: {
      heading: "Patios suburbanos, horarios de familia",
      points: [
        {
          title: "Patios más grandes, más que revisar",
          text: "Un terreno típico de Kendall tiene jardín al frente, patio trasero cercado y muchas veces piscina. Recorremos todo el patio siguiendo un patrón para que no se nos escape nada junto a las cercas ni detrás del equipo de la piscina.",
        },
        {
          title: "Comunidades con HOA y townhouses",
          text: "Comunidades como The Hammocks y Kendale Lakes tienen áreas verdes compartidas y orillas de lago. Atendemos áreas comunes y estaciones para desechos de las asociaciones, además de casas particulares.",
        },
        {
          title: "Familias ocupadas",
          text: "Entre la escuela, el trabajo y el tráfico de Kendall Drive, nadie quiere pasarse el sábado recogiendo excremento. No necesita estar en casa: cerramos el portón y le enviamos un resumen.",
        },
      ],
    },
    testimonials: [
      "Con tres niños y dos perros, el patio siempre era un desastre. Ahora lo limpian todas las semanas y me llega un correo cuando terminan. Vale cada centavo.",
      "Puntuales, amables y cuidadosos con el área de la piscina. Hasta me avisaron de una tabla suelta en la cerca que el perro había descubierto.",
      "Contratamos una limpieza de una sola vez al volver de un viaje largo y nos quedamos con el plan semanal. Sencillo y constante.",
    ],
  },
  pinecrest: {
    metaDescription:
      "Recogida de excremento de mascotas en Pinecrest para terrenos grandes en Old Cutler y Killian. Recogida semanal cuidadosa, desinfección y desodorización. Cotización gratis.",
    summary: "Terrenos grandes, mucha vegetación y entradas largas.",
    intro:
      "Pinecrest es conocido por sus terrenos amplios, su vegetación tropical de muchos años y sus calles tranquilas junto a Old Cutler Road y Killian Drive. Más terreno significa más que revisar, y nosotros lo revisamos todo cada semana.",
    local: {
      heading: "Terrenos grandes, bien atendidos",
      points: [
        {
          title: "Todo el terreno, de punta a punta",
          text: "Muchas casas de Pinecrest están en terrenos mucho más grandes que el promedio del condado. Recorremos el patio por secciones, incluidas las esquinas del fondo que prefieren los perros, para que la cortadora de grama no se encuentre nada.",
        },
        {
          title: "Vegetación densa",
          text: "Las palmas, los crotos y las plantas nativas del bosque tropical esconden mucho. Los técnicos revisan los canteros y debajo de los setos sin pisotearlos.",
        },
        {
          title: "Animales silvestres cerca",
          text: "Con canales y áreas verdes tan cerca, los desechos que quedan afuera atraen moscas y animales curiosos. Retirarlos con regularidad hace que el patio les resulte menos atractivo a unos y a otros.",
        },
      ],
    },
    testimonials: [
      "Nuestro terreno es grande y nuestros dos pastores alemanes lo usan completo. Lo revisan todo cada semana, y el resumen me dice exactamente qué hicieron.",
      "Cuidadosos con nuestras plantas y siempre puntuales. Nuestro jardinero está contento, y nosotros también.",
      "Atentos y educados. Volvieron al día siguiente cuando les comenté que se les había pasado un rincón detrás del cobertizo del bote.",
    ],
  },
  aventura: {
    metaDescription:
      "Recogida de excremento de perro en Aventura para áreas de mascotas de condominios, townhouses y Country Club Drive. Servicio semanal y estaciones. Cotización gratis.",
    summary: "Áreas para mascotas de condominios y townhouses frente al agua.",
    intro:
      "Aventura es una ciudad de torres de condominios y comunidades frente al agua, donde los residentes pasean a sus perros por el sendero que rodea Country Club Drive. Aquí casi todos los perros comparten el área para mascotas de su edificio, y nosotros la mantenemos limpia y fresca.",
    local: {
      heading: "Vivir en condominio con perro",
      points: [
        {
          title: "Áreas compartidas para las mascotas",
          text: "Las torres de Country Club Drive y Williams Island suelen tener una sola área de grama natural o de césped artificial para todos los perros del edificio. La limpieza y desinfección semanal evitan que se convierta en el rincón menos querido del edificio.",
        },
        {
          title: "Estaciones en las rutas de paseo",
          text: "A las asociaciones con senderos y paseos junto al agua les conviene tener estaciones para desechos, con las bolsas repuestas y los cestos vaciados según un calendario.",
        },
        {
          title: "Administradores y juntas",
          text: "Coordinamos el acceso con la oficina de administración, seguimos las reglas del edificio y mantenemos informada a la junta después de cada visita.",
        },
      ],
    },
    testimonials: [
      "El área de perros de nuestro edificio por fin está limpia todas las semanas, y se acabaron las quejas por el olor. A la oficina de administración le encantan los informes de cada visita.",
      "Confiables y discretos. Coordinan con la recepción y nunca molestan a los residentes.",
      "El patio de nuestro townhouse tiene césped artificial y necesitaba desinfección regular. Se encargan todas las semanas y se mantiene fresco.",
    ],
  },
  "key-biscayne": {
    metaDescription:
      "Recogida de excremento de mascotas en Key Biscayne para casas y condominios frente al mar. Recogida semanal y desinfección, con horarios pensados para la isla. Cotización gratis.",
    summary: "Casas y condominios frente al mar, al otro lado del Rickenbacker.",
    intro:
      "Key Biscayne es un municipio en una isla, con casas unifamiliares y condominios frente al mar, al que se llega por el Rickenbacker Causeway, entre Crandon Park y el parque estatal Bill Baggs Cape Florida. Organizamos las visitas a la isla para que su patio quede atendido todas las semanas, sin falta.",
    local: {
      heading: "Servicio en la isla, todas las semanas",
      points: [
        {
          title: "Organizados en torno al causeway",
          text: "Agrupamos las visitas a Key Biscayne en días fijos, para que el tráfico del Rickenbacker nunca signifique una semana sin servicio.",
        },
        {
          title: "Suelo arenoso y salitre",
          text: "Los patios de la isla drenan rápido, pero la arena y el salitre castigan la grama. Retirar los desechos a tiempo ayuda a una grama que ya la tiene difícil.",
        },
        {
          title: "Cerca de aguas protegidas",
          text: "Con la bahía de Biscayne de un lado y el Atlántico del otro, lo que la lluvia arrastra desde un patio llega muy pronto al agua. La recogida semanal deja los desechos donde deben estar: en el cesto de la basura.",
        },
      ],
    },
    testimonials: [
      "El mismo día todas las semanas, aunque haya tráfico en el causeway. El patio está limpio y los niños volvieron a jugar descalzos.",
      "Ahora el área para mascotas de nuestro condominio se desinfecta todas las semanas. Los residentes lo notaron en menos de un mes.",
      "Atentos, cuidadosos con el jardín y siempre cierran el portón con llave. Justo lo que necesitábamos en la isla.",
    ],
  },
  "south-miami": {
    metaDescription:
      "Recogida de excremento de perro en South Miami para casas cerca de Sunset Drive, Dante Fascell Park y Red Road. Servicio semanal y desodorización. Cotización gratis.",
    summary: "Calles arboladas alrededor de Sunset Drive.",
    intro:
      "South Miami se llama a sí misma la ciudad de la buena vida, con calles residenciales arboladas alrededor del centro de Sunset Drive y parques como Dante Fascell y Palmer. Le ayudamos a que sus patios sean igual de agradables.",
    local: {
      heading: "Buena vida, patios más limpios",
      points: [
        {
          title: "Casas con historia, patios de muchos años",
          text: "Muchas casas de South Miami son de mediados del siglo pasado, con árboles grandes y raíces que dejan el terreno desnivelado. Revisamos cada hondonada y cada esquina donde se esconden los desechos.",
        },
        {
          title: "Un centro para recorrer a pie",
          text: "Muchos residentes pasean a sus perros hasta Sunset Drive y los parques. Con un patio limpio en casa, después del paseo entra menos suciedad a la casa.",
        },
        {
          title: "Inquilinos y propietarios",
          text: "South Miami tiene muchas viviendas de alquiler cerca de la universidad y del Metrorail. Los propietarios usan nuestro servicio para mantener los patios en buen estado entre un inquilino y otro, y también mientras viven allí.",
        },
      ],
    },
    testimonials: [
      "Caminamos al parque todas las mañanas y cada semana volvemos a un patio limpio. Muy buena comunicación.",
      "Tengo dos casas alquiladas a inquilinos con perros. Con este servicio los patios se mantienen en orden sin que yo tenga que andar detrás de nadie.",
      "Técnicos amables y cuidadosos con las raíces de nuestro roble viejo y con los canteros de flores. Los recomiendo mucho.",
    ],
  },
  "north-miami": {
    metaDescription:
      "Recogida de excremento de mascotas en North Miami para casas en Keystone Point, Sans Souci y Griffing Park. Recogida semanal y desinfección. Cotización gratis.",
    summary: "Casas frente al agua y vecindarios de familia de toda la vida.",
    intro:
      "North Miami combina casas frente al agua en Keystone Point y Sans Souci con vecindarios de familia de toda la vida al oeste de Biscayne Boulevard y un centro con mucha vida a lo largo de NE 125th Street. Mantenemos limpios los patios en toda la ciudad.",
    local: {
      heading: "De los canales a la calle 125",
      points: [
        {
          title: "Terrenos frente al agua",
          text: "Las casas de Keystone Point y Sans Souci dan a canales que llegan a la bahía. Mantener la grama libre de desechos evita que terminen en el agua después de una tormenta.",
        },
        {
          title: "Vecindarios de toda la vida",
          text: "En Griffing Park y Sunkist Grove, las casas de una planta tienen patios traseros amplios, muchas veces compartidos por más de un perro. La recogida semanal es la rutina que funciona.",
        },
        {
          title: "Cerca de Arch Creek",
          text: "Alrededor del histórico Arch Creek Park los patios tienen mucha sombra y se mantienen húmedos; ahí ponemos especial atención al olor.",
        },
      ],
    },
    testimonials: [
      "Nuestro patio baja hasta el canal y no me gustaba lo que arrastraba el agua después de las tormentas. El servicio semanal lo resolvió.",
      "Técnicos amables, puntuales, y a mis dos perros les caen bien. El desodorizante ayuda muchísimo en verano.",
      "Contratar fue sencillo y llegan sin que tenga que recordárselo. Me llega un correo y el patio ya está listo.",
    ],
  },
  "north-miami-beach": {
    metaDescription:
      "Recogida de excremento de perro en North Miami Beach para casas en Eastern Shores, Skylake y Highland Village. Servicio semanal y desodorización. Cotización gratis.",
    summary: "De los canales de Eastern Shores a los vecindarios junto a Greynolds Park.",
    intro:
      "North Miami Beach va desde las casas junto a los canales de Eastern Shores hasta los vecindarios de familia alrededor de Greynolds Park y a lo largo del Snake Creek Canal. Ya sea que su perro tenga grama frente al agua o el patio de un townhouse, nosotros se lo mantenemos limpio.",
    local: {
      heading: "Canales, parques y barrios familiares",
      points: [
        {
          title: "Frente al agua en Eastern Shores",
          text: "Los patios junto a los canales drenan directo hacia el Intracoastal. La recogida semanal mantiene las bacterias fuera del agua por donde navegan sus vecinos.",
        },
        {
          title: "Cerca de Greynolds Park",
          text: "Las casas cercanas al parque y las de Highland Village tienen terrenos arbolados y con mucha sombra, donde los desechos tardan en descomponerse y atraen moscas. Revisamos debajo de los árboles, no solo la grama despejada.",
        },
        {
          title: "Townhouses y condominios",
          text: "Las comunidades cerca de la calle 163 suelen tener áreas verdes compartidas. Las estaciones para desechos y la recogida en las áreas comunes las mantienen agradables para todos.",
        },
      ],
    },
    testimonials: [
      "Trabajan con cuidado alrededor del bote y del muelle. El patio nunca se había visto tan bien.",
      "Visitas semanales confiables y correos amables después de cada una. El rincón del patio de mi perro, que ya está mayor, siempre está limpio.",
      "Un patio con mucha sombra y, antes, muchas moscas. Ya no. Buen servicio a un precio justo.",
    ],
  },
  hialeah: {
    metaDescription:
      "Recogida de excremento de mascotas en Hialeah para casas, dúplex y townhouses. Recogida semanal, desinfección y desodorizante para el patio. Cotización gratis.",
    summary: "Casas, dúplex y hogares con mucho movimiento.",
    intro:
      "Hialeah es una ciudad de casas unifamiliares, dúplex y cuadras donde todo el mundo se conoce, muchas con uno o dos perros en el patio. Mantenemos esos patios limpios todas las semanas para que el patio sea para el dominó y el cafecito, no para andar esquivando regalitos.",
    local: {
      heading: "Los patios de Hialeah, bien atendidos",
      points: [
        {
          title: "Terrenos compactos y muy usados",
          text: "Muchas casas de Hialeah tienen patios traseros pequeños y cercados, con piso de cemento que se calienta enseguida. Sobre el cemento los desechos se cocinan al sol y apestan; la recogida semanal y una rociada de desodorizante lo resuelven.",
        },
        {
          title: "Propiedades multifamiliares",
          text: "En los dúplex y en los edificios pequeños de apartamentos, varias familias y sus perros suelen compartir un mismo patio. Atendemos patios compartidos y podemos facturarle al dueño o al administrador.",
        },
        {
          title: "Patios en temporada de lluvias",
          text: "El terreno de Hialeah, plano y bajo, se encharca después de las tormentas de verano. Recogemos antes de que los desechos se deshagan en los charcos y se esparzan por la grama.",
        },
      ],
    },
    testimonials: [
      "Tres perros y un patio chiquito. Vienen todas las semanas y el patio queda limpio y sin olor. Se los recomiendo a todo el mundo en mi cuadra.",
      "Alquilo un dúplex con patio compartido. Lo mantienen limpio para los dos inquilinos y ya no tengo que hacer de árbitro.",
      "Puntuales todas las semanas y mandan un correo cuando terminan. Volvimos a usar el patio.",
    ],
  },
  "miami-gardens": {
    metaDescription:
      "Recogida de excremento de perro en Miami Gardens para casas en Norland, Scott Lake y Carol City. Recogida semanal y desodorización del patio. Cotización gratis.",
    summary: "Vecindarios de familia, de Norland a Carol City.",
    intro:
      "Miami Gardens es una ciudad de vecindarios de familia, desde Norland y Scott Lake hasta Carol City y Rolling Oaks, en su mayoría casas unifamiliares con patio trasero cercado. Mantenemos esos patios limpios para que la familia los disfrute.",
    local: {
      heading: "Patios familiares en Miami Gardens",
      points: [
        {
          title: "Patios traseros de casas unifamiliares",
          text: "Casi todas las casas de aquí tienen patio cercado, muchas veces con más de un perro. Con una visita semanal se le lleva el ritmo, y nunca queda una limpieza grande esperando el fin de semana.",
        },
        {
          title: "Días de partido y reuniones",
          text: "Entre los eventos del Hard Rock Stadium y las parrilladas familiares, los patios reciben muchos invitados. Reserve una limpieza para eventos antes de la fiesta.",
        },
        {
          title: "Lagos y canales",
          text: "Vecindarios como Scott Lake y Lake Lucerne están cerca del agua. Retirar los desechos hace que el agua que escurre después de las tormentas de verano llegue más limpia.",
        },
      ],
    },
    testimonials: [
      "Dos perros mezcla de pitbull y un patio grande. Vienen todas las semanas, sin excusas, y el patio huele a limpio. Me encanta.",
      "Reservé una limpieza de una sola vez antes de una reunión familiar y justo después me inscribí en el servicio semanal.",
      "Educados, profesionales y siempre cierran bien el portón. Mis hijos pueden volver a jugar afuera.",
    ],
  },
  "miami-lakes": {
    metaDescription:
      "Recogida de excremento de mascotas en Miami Lakes para casas frente al lago y comunidades con HOA de Lake Patricia y Royal Oaks. Servicio semanal. Cotización gratis.",
    summary: "Casas frente al lago y comunidades con HOA, planificadas desde el principio.",
    intro:
      "Miami Lakes se trazó como un pueblo planificado alrededor de sus lagos, con vecindarios para caminar, Main Street y muchas asociaciones de propietarios. Vivir frente al lago es una maravilla hasta que los desechos empiezan a correr hacia el agua, y eso es justo lo que evitamos.",
    local: {
      heading: "Un pueblo planificado merece un plan",
      points: [
        {
          title: "Grama frente al lago",
          text: "Las casas de Lake Patricia, Lake Sarah y los demás lagos tienen el terreno en pendiente hacia el agua. La recogida semanal mantiene las bacterias y los nutrientes fuera de los lagos que los vecinos recorren cada tarde.",
        },
        {
          title: "Asociaciones muy activas",
          text: "Muchos vecindarios de Miami Lakes tienen normas de HOA para las áreas comunes. Instalamos y mantenemos estaciones para desechos y limpiamos las áreas verdes compartidas según un calendario con el que la junta puede contar.",
        },
        {
          title: "Aquí se camina mucho",
          text: "Con senderos alrededor de los lagos y Royal Oaks Park muy cerca, a los perros los sacan a pasear a menudo. Las estaciones a lo largo de las rutas facilitan que todos pongan de su parte.",
        },
      ],
    },
    testimonials: [
      "Nuestro patio baja hasta el lago y no soportaba lo que arrastraba la lluvia. El servicio semanal lo resolvió.",
      "Nuestra HOA los contrata para las estaciones de los senderos. Siempre hay bolsas y los cestos nunca se desbordan.",
      "Confiables, amables y minuciosos. El resumen después de cada visita es excelente.",
    ],
  },
  "sunny-isles-beach": {
    metaDescription:
      "Recogida de excremento de perro en Sunny Isles Beach para áreas de mascotas de condominios frente al mar y casas de Golden Shores. Cotización gratis.",
    summary: "Torres frente al mar y casas de Golden Shores.",
    intro:
      "Sunny Isles Beach es un horizonte de torres frente al mar a lo largo de Collins Avenue, con las calles de casas unifamiliares de Golden Shores justo detrás. Aquí los perros comparten casi siempre el área para mascotas del edificio, y nosotros la mantenemos limpia y desinfectada.",
    local: {
      heading: "Vivir en una torre con perro",
      points: [
        {
          title: "Áreas para mascotas del edificio",
          text: "Las torres de Collins Avenue suelen tener una pequeña área de césped artificial para todos los perros del edificio. La limpieza y desinfección semanal la mantienen fresca bajo el sol y el salitre.",
        },
        {
          title: "Patios de Golden Shores",
          text: "Al oeste de Collins, las casas de Golden Shores tienen patio propio y los vecinos muy cerca. La recogida semanal mantiene la paz en esas calles tranquilas.",
        },
        {
          title: "Parques y paseos",
          text: "Los residentes pasean a sus perros hasta Heritage Park y a lo largo de la bahía. Las estaciones con bolsas ayudan a las asociaciones a mantener limpios los senderos compartidos.",
        },
      ],
    },
    testimonials: [
      "La terraza para mascotas de nuestra torre siempre era desagradable. Ahora la desinfectan cada semana y los residentes de verdad la usan.",
      "Puntuales y discretos. Mandan un correo cuando terminan y el patio queda muy bien.",
      "Nuestra asociación puso estaciones para desechos a lo largo del paseo. Muy buena comunicación con el administrador todas las semanas.",
    ],
  },
  "bal-harbour": {
    metaDescription:
      "Recogida discreta de excremento de mascotas en Bal Harbour para las casas del municipio y las residencias frente al mar. Servicio semanal y desinfección. Cotización gratis.",
    summary: "Servicio discreto para un municipio pequeño y exigente.",
    intro:
      "Bal Harbour es un municipio pequeño, con residencias frente al mar sobre Collins Avenue y una zona de casas unifamiliares con acceso controlado del lado de la bahía. Sus residentes esperan un servicio discreto y puntual, y eso es lo que ofrecemos.",
    local: {
      heading: "Discretos, siempre",
      points: [
        {
          title: "La zona residencial con acceso controlado",
          text: "Seguimos los procedimientos de acceso del municipio para la zona residencial y programamos las visitas en horarios regulares, para que el personal de seguridad sepa cuándo esperarnos.",
        },
        {
          title: "Residencias frente al mar",
          text: "Los edificios de Collins Avenue mantienen sus áreas para mascotas con un estándar muy alto. Las limpiamos y desinfectamos cada semana, y la administración recibe un informe después de cada visita.",
        },
        {
          title: "Salitre y sol intenso",
          text: "Junto al mar, la grama natural y el césped artificial sufren mucho. Retirar los desechos a tiempo y desodorizar evita que las áreas pequeñas para mascotas huelan mal con el sol.",
        },
      ],
    },
    testimonials: [
      "Discretos, puntuales y minuciosos. En la caseta de seguridad ya los conocen, y el jardín nunca se había visto mejor.",
      "El área para mascotas de nuestro edificio está impecable. La administración recibe una nota después de cada visita.",
      "Un placer tratar con ellos desde la primera llamada. Muy profesionales.",
    ],
  },
  surfside: {
    metaDescription:
      "Recogida de excremento de mascotas en Surfside para casas en Abbott, Byron y Carlyle Avenue y condominios frente al mar. Recogida semanal. Cotización gratis.",
    summary: "Calles de pueblo entre Collins y la bahía.",
    intro:
      "Surfside es un pequeño pueblo de playa con una zona comercial en Harding Avenue que se recorre a pie, condominios frente al mar en Collins Avenue y casas unifamiliares en las avenidas tranquilas que van hacia la bahía. Mantenemos sus patios tan ordenados como sus calles.",
    local: {
      heading: "Pueblo pequeño, vecinos cerca",
      points: [
        {
          title: "Casas en las avenidas",
          text: "En Abbott, Byron, Carlyle y las avenidas vecinas, los terrenos son compactos y las casas están muy juntas. La recogida semanal evita que el olor llegue a la casa de al lado.",
        },
        {
          title: "Condominios en Collins",
          text: "Los edificios frente al mar comparten áreas para mascotas que necesitan desinfección regular por el sol y el salitre. Coordinamos el acceso con la administración.",
        },
        {
          title: "Un pueblo para caminar",
          text: "Los perros salen a pasear por Harding Avenue y hasta el sendero de la playa. Un patio limpio en casa completa la rutina.",
        },
      ],
    },
    testimonials: [
      "Tenemos a los vecinos muy cerca, así que un patio limpio importa. El servicio semanal ha sido impecable.",
      "El área para mascotas de nuestro condominio está limpia y fresca cada semana. La junta está muy satisfecha.",
      "Amables, confiables y muy buenos con nuestro perro rescatado, que es bastante nervioso. Los recomiendo mucho.",
    ],
  },
  "miami-springs": {
    metaDescription:
      "Recogida de excremento de perro en Miami Springs para Country Club Estates y las calles arboladas junto a Curtiss Parkway. Recogida semanal. Cotización gratis.",
    summary: "Casas históricas y calles con sombra junto al campo de golf.",
    intro:
      "Miami Springs, fundada en los años veinte como Country Club Estates, es conocida por sus casas de estilo Pueblo Revival, las calles sombreadas de Curtiss Parkway y el campo de golf en el corazón de la ciudad. Sus patios grandes y llenos de árboles merecen una atención cuidadosa cada semana.",
    local: {
      heading: "Árboles viejos, patios de toda la vida",
      points: [
        {
          title: "La sombra de los árboles grandes",
          text: "La arboleda que hace tan agradables las calles de Miami Springs mantiene los patios húmedos y a la sombra. Ahí los desechos tardan más en desaparecer, así que revisamos debajo de cada árbol y cada seto.",
        },
        {
          title: "Casas históricas",
          text: "Muchas casas tienen décadas, con jardines tapiados y portones laterales estrechos. Anotamos una vez los detalles de acceso y los respetamos en cada visita.",
        },
        {
          title: "Al lado del aeropuerto",
          text: "Muchos residentes trabajan con horarios irregulares cerca del aeropuerto. No necesita estar en casa: le enviamos un resumen cuando el patio queda listo.",
        },
      ],
    },
    testimonials: [
      "Nuestra casa histórica tiene un patio grande con mucha sombra. Son minuciosos y cuidadosos, y siempre cierran bien el portón viejo.",
      "Trabajo por turnos en el aeropuerto. Llegar a casa y encontrar el patio limpio todas las semanas es una gran ayuda.",
      "Confiables y amables. Valió la pena agregar el tratamiento desodorizante.",
    ],
  },
  "opa-locka": {
    metaDescription:
      "Recogida de excremento de mascotas en Opa-locka para casas, alquileres y propiedades comerciales. Recogida semanal, estaciones y excremento de gansos. Cotización gratis.",
    summary: "Casas, alquileres y terrenos comerciales en la ciudad de Las mil y una noches.",
    intro:
      "Opa-locka, la ciudad que Glenn Curtiss levantó inspirado en Las mil y una noches, todavía conserva sus cúpulas de estilo morisco, calles como Sharazad Boulevard y Ali Baba Avenue, y una mezcla de casas, viviendas de alquiler y terrenos comerciales cerca del aeropuerto. Atendemos a todos.",
    local: {
      heading: "Casas y terrenos en todo Opa-locka",
      points: [
        {
          title: "Calles residenciales",
          text: "Las casas, propias y de alquiler, en Magnolia North y alrededor de Ingram Park suelen tener perros en patios cercados. La recogida semanal los mantiene limpios y seguros para los niños.",
        },
        {
          title: "Terrenos comerciales e industriales",
          text: "Cerca del aeropuerto de Opa-locka, los parques empresariales y los almacenes tienen áreas de grama que atraen gansos y paseadores de perros. Para esos sitios ofrecemos recogida de excremento de gansos y estaciones para desechos de mascotas.",
        },
        {
          title: "Dueños y administradores",
          text: "Trabajamos con los dueños de propiedades para mantener limpios los patios compartidos y las áreas comunes entre una inspección y otra.",
        },
      ],
    },
    testimonials: [
      "Dos perros grandes y un patio pequeño. Con el servicio semanal se mantiene limpio y los niños pueden volver a jugar afuera.",
      "Un equipo amable, puntual todas las semanas, y me avisan cuando terminan. Estoy muy contenta.",
      "Administramos una pequeña propiedad comercial. El problema de los gansos en la grama ya está bajo control.",
    ],
  },
  "west-miami": {
    metaDescription:
      "Recogida de excremento de perro en West Miami para casas unifamiliares entre Coral Way y la Calle Ocho. Recogida semanal, desinfección y desodorización. Cotización gratis.",
    summary: "Una ciudad pequeña de casas unifamiliares con la grama bien cuidada.",
    intro:
      "West Miami es una ciudad pequeña de casas unifamiliares bien cuidadas, con jardines al frente impecables, patios traseros cercados y vecinos que se fijan en todo. Le ayudamos a mantener su patio tan ordenado como lo espera la cuadra.",
    local: {
      heading: "Grama cuidada, calles de buenos vecinos",
      points: [
        {
          title: "Casas de una planta con patio trasero",
          text: "La mayoría son casas de una sola planta en terrenos regulares con patio trasero cercado. La recogida semanal les viene perfecta, tenga usted un perro o tres.",
        },
        {
          title: "Hogares de varias generaciones",
          text: "En muchas casas de West Miami abuelos, padres y niños usan el mismo patio. Un patio limpio y desodorizado es seguro para todos.",
        },
        {
          title: "El calor del verano",
          text: "Los patios a pleno sol empiezan a oler muy rápido en julio y agosto. Los tratamientos desodorizantes y las visitas semanales mantienen el olor a raya durante los meses de más calor.",
        },
      ],
    },
    testimonials: [
      "Mi mamá vive con nosotros y ya puede usar el patio sin preocuparse por dónde pisa. Un servicio excelente y puntual.",
      "Un servicio semanal confiable y un resumen claro después de cada visita. El patio huele a limpio hasta en agosto.",
      "Fácil de contratar y nunca fallan. Por fin disfrutamos el patio.",
    ],
  },
};

const miami: Translation<CityWordsCatalogue["miami"]> = {
  businessDescription:
    "Recogida semanal de excremento de perro, estaciones para desechos de mascotas, desinfección y desodorización para casas y comunidades en Miami, FL, y en todo el condado de Miami-Dade.",
  keywords: [
    "recogida de excremento de perro Miami",
    "recogida de excremento de mascotas Miami",
    "recogida de excremento de perro Brickell",
    "recogida de excremento de perro Coconut Grove",
    "estaciones para desechos de mascotas condominios Miami",
    "desinfección de patios Miami",
  ],
  whyEyebrow: "Por qué elegirnos",
  whyHeading: "Por qué elegir nuestro servicio de recogida de excremento de mascotas en Miami",
  whyChoose: [
    {
      title: "Conocemos Miami de cerca",
      text: "Trabajamos cada semana en patios y en áreas para perros de condominios de Miami, así que conocemos la rutina de la temporada de lluvias, los códigos de los portones, las reglas de los edificios y los rincones con sombra donde se esconden los desechos.",
    },
    {
      title: "Soluciones ecológicas",
      text: "Los desechos se embolsan y se retiran, nunca se echan con la manguera a los desagües, y nuestros productos de desinfección y desodorización son ecológicos y seguros para las mascotas.",
    },
    {
      title: "Un servicio que quiere a las mascotas",
      text: "Técnicos con antecedentes verificados a quienes les encantan los perros, que cierran cada portón al salir y le avisan si notan algo fuera de lo normal en el patio.",
    },
  ],
  cardTexts: [
    "Torres de condominios con áreas para perros compartidas y zonas de césped artificial que necesitan limpieza y desinfección cada semana.",
    "Terrenos frondosos y sombreados bajo árboles de muchos años, donde los rincones húmedos requieren atención especial.",
    "Terrazas para mascotas en edificios altos y áreas comunes, atendidas con un calendario en el que la administración puede confiar.",
    "Torres frente a la bahía y edificios más pequeños cerca de Margaret Pace Park, con áreas para mascotas de mucho uso.",
    "Lofts, townhouses y edificios de uso mixto con patios interiores compactos y césped artificial.",
    "Residencias y negocios que esperan un servicio impecable y discreto.",
    "Casas unifamiliares y dúplex con patios traseros pequeños y pisos de cemento que se calientan enseguida.",
    "Casas de la época MiMo y calles junto a la bahía, con jardines llenos de plantas y portones que dan a callejones laterales.",
  ],
  alsoCovered: (list) => `Además, cubrimos ${list}, así como el resto del condado de Miami-Dade.`,
  environment: {
    heading: "Cuidamos el medio ambiente de Miami",
    text: "Los desagües pluviales de Miami desembocan en los canales, el río Miami y la bahía de Biscayne. Los desechos que se quedan en un patio durante un aguacero de la tarde terminan allí. Retirarlos cada semana es bueno para la bahía y para todos los que usan el patio.",
    environmentalTitle: "Beneficios para el medio ambiente",
    healthTitle: "Beneficios para la salud",
  },
  environmentalBenefits: [
    "Mantiene las bacterias y los nutrientes fuera de los desagües que llegan a la bahía de Biscayne",
    "Reduce el escurrimiento de nutrientes que alimenta las algas en los canales y en la bahía",
    "Los desechos se embolsan y se retiran; nunca van a parar a los desagües",
    "Productos de desinfección y desodorización ecológicos y seguros para las mascotas",
  ],
  healthBenefits: [
    "Elimina una fuente de áscaris, anquilostomas y giardia que afectan a mascotas y niños",
    "Reduce las moscas y el mal olor con el calor",
    "Un lugar más seguro para que jueguen los niños y los perros que vienen de visita",
    "La desinfección elimina el 99.9% de las bacterias en las superficies tratadas",
  ],
  faqHeading: "Preguntas sobre la recogida de excremento de mascotas en Miami",
  moreAnswers: { before: "Encontrará más respuestas en nuestra", link: "página de preguntas frecuentes", after: "." },
  faq: [
    {
      question: "¿En qué vecindarios de Miami trabajan?",
      answer:
        "En toda la ciudad de Miami, incluidos Brickell, Coconut Grove, Downtown, Edgewater, Wynwood, el Design District, Little Havana, el Upper Eastside, Little Haiti, Overtown, Allapattah y Midtown, además del resto del condado de Miami-Dade.",
    },
    {
      question: "¿Tengo que estar en casa durante el servicio?",
      answer: `No. Díganos una sola vez cómo llegar al patio (código del portón, entrada lateral, contacto en el edificio) y nosotros nos encargamos de cada visita. ${p.textMessages.confirmationSentence} ${p.visitSummary.sentence}`,
    },
    {
      question: "¿Qué pasa cuando llueve?",
      answer: p.weather.sentence,
    },
    {
      question: "¿Atienden las áreas para mascotas de condominios y edificios de apartamentos?",
      answer:
        "Sí. Limpiamos y desinfectamos las áreas compartidas para perros y las zonas de césped artificial, instalamos y mantenemos estaciones para desechos de mascotas y coordinamos el acceso con la administración del edificio.",
    },
    {
      question: "¿Cómo cambio o cancelo mi servicio?",
      answer: `El servicio es mes a mes, sin contrato a largo plazo. Los cambios y las cancelaciones requieren 7 días de aviso. ${p.reschedule.sentence}`,
    },
  ],
};

/** Place names that read differently in Spanish: descriptions, not names on a sign. */
const placeNames: Translation<CityWordsCatalogue["placeNames"]> = {
  "South Miami Hospital area": "Zona del South Miami Hospital",
  "Cagni Park area": "Zona de Cagni Park",
  "Milander Park area": "Zona de Milander Park",
  "Amelia Earhart Park area": "Zona de Amelia Earhart Park",
  "Golf Course Area": "Zona del campo de golf",
};

export const es: Translation<CityWordsCatalogue> = { labels, index, pages, miami, placeNames };
