/**
 * Spanish words of the service pages, the hub pages and their cards (docs/decisions/0005): only text.
 * Written for Miami readers, formal "usted"; paths, illustrations and links are in ../services.ts.
 */
import type { ServicesWords } from "../en/services";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

const parents: ServicesWords["parents"] = {
  "/residential": { name: "Residencial", linkLabel: "Más servicios residenciales" },
  "/commercial": { name: "Comercial", linkLabel: "Más servicios comerciales" },
  "/services": { name: "Servicios", linkLabel: "Todos los servicios" },
};

const pages: ServicesWords["pages"] = {
  "/residential/dog-poop-removal": {
    name: "Recogida de excremento de perro",
    heading: "Recogida de excremento de perro para casas en Miami-Dade",
    metaTitle: "Recogida de excremento de perro a domicilio en Miami-Dade",
    metaDescription:
      "Recogida semanal, quincenal o mensual del excremento de su perro en casas de Miami-Dade. Técnicos con antecedentes verificados, portón cerrado al salir y no tiene que estar en casa. Cotización gratis.",
    eyebrow: "Servicio residencial",
    lead: "El día de su servicio recorremos cada rincón del patio, recogemos todo en bolsas y nos lo llevamos. Su familia recupera la grama y usted recupera sus fines de semana.",
    features: [
      {
        title: "El día que mejor le convenga",
        text: "Para uno o dos perros recomendamos la visita semanal; la quincenal (cada dos semanas) y la mensual sirven para patios con menos uso. Usted escoge el día.",
      },
      {
        title: "Revisamos todo el patio",
        text: "La grama, los pasillos laterales, los canteros con mulch y hasta el rincón detrás del aire acondicionado: lo recorremos todo, no solo el pedazo junto a la terraza.",
      },
      {
        title: "No dejamos nada atrás",
        text: "Todo sale de su propiedad en bolsas. Cerramos y comprobamos el portón, y después de cada visita le enviamos un resumen del servicio por correo electrónico.",
      },
    ],
    imageAlt: "Un técnico limpia un patio trasero bien cuidado mientras un perro lo mira desde la terraza",
    detailTitle: "Pensado para los patios de Miami",
    detail: [
      "Aquí el calor del verano y los aguaceros de cada tarde lo aceleran todo: el excremento se deshace en la grama, el agua lo arrastra a los pasillos y en uno o dos días ya hay moscas. Con visitas fijas, el problema no llega a acumularse.",
      "Muchos de nuestros clientes trabajan largas jornadas o viajan a menudo, y no hace falta que esté en casa. Díganos el código del portón o por dónde se entra al patio, y nosotros nos encargamos del resto.",
    ],
    included: [
      "Recorrido del patio delantero, trasero y laterales en cada visita",
      "Excremento recogido en bolsas y retirado de su propiedad",
      "Portones cerrados y comprobados antes de irnos",
      p.visitSummary.item,
      p.addOns.item,
    ],
    ctaTitle: "Recupere su patio esta misma semana",
    ctaText: `Cuéntenos cómo es su patio y cuántos perros tiene. ${p.responseTime.firstVisit}`,
  },
  "/residential/odor-control-solutions": {
    name: "Control de olores",
    heading: "Control de olores para patios, terrazas y áreas para perros",
    metaTitle: "Control de olores de mascotas para patios y terrazas en Miami",
    metaDescription:
      "Desodorización con enzimas y control de olores seguro para mascotas en patios, terrazas, adoquines y áreas para perros de Miami-Dade. Agréguelo a cualquier plan de recogida. Cotización gratis.",
    eyebrow: "Servicio residencial",
    lead: "La recogida quita el excremento, pero con la humedad de Miami el olor se queda. Nuestro control de olores trata los lugares adonde su perro vuelve una y otra vez, para que dé gusto sentarse en la terraza.",
    features: [
      {
        title: "Tratamientos con enzimas",
        text: "Las enzimas descomponen la orina y los residuos que causan el mal olor, en vez de taparlo con perfume.",
      },
      {
        title: "Adoquines, césped artificial y concreto",
        text: "El césped artificial, el área de la piscina y las terrazas de adoquines guardan el olor con el calor. Tratamos la superficie que su perro de verdad usa.",
      },
      {
        title: "Productos ecológicos y seguros para mascotas",
        text: "Escogemos todo lo que aplicamos para que sea seguro para mascotas y niños una vez seco, y respetuoso con su grama y con la bahía.",
      },
    ],
    imageAlt: "Una terraza rociada con un tratamiento desodorizante junto a un perro echado",
    detailTitle: "Por qué el olor no se va en el sur de la Florida",
    detail: [
      "El calor y la humedad hacen que el olor se sienta más lejos, y los aguaceros de verano esparcen los residuos por los adoquines y entre sus juntas. Se nota sobre todo en las terrazas pequeñas cerradas con malla y en los patios interiores de los townhouses.",
      "Combinamos el control de olores con su visita regular de recogida, así el tratamiento se aplica sobre una superficie limpia y llega de verdad al origen del olor.",
    ],
    included: [
      "Desodorización con enzimas de los lugares preferidos de su perro",
      "Enjuague de terraza y patio, si lo pide",
      "Tratamiento del césped artificial y de las áreas para perros",
      "Se agrega a una visita semanal, quincenal o mensual",
    ],
    ctaTitle: "Vuelva a disfrutar de su terraza",
    ctaText: "Pida el control de olores por separado o como servicio adicional a su plan de recogida.",
  },
  "/commercial/common-area-waste-removal": {
    name: "Recogida de excremento en áreas comunes",
    heading: "Recogida de excremento de mascotas en áreas comunes de HOA, condominios y apartamentos",
    metaTitle: "Recogida de excremento de mascotas en áreas comunes de HOA y condominios",
    metaDescription:
      "Recogida programada de excremento de mascotas en áreas comunes de asociaciones de propietarios (HOA), zonas para perros de condominios y jardines de apartamentos en Miami-Dade. Personal con licencia, seguro y antecedentes verificados.",
    eyebrow: "Servicio comercial",
    lead: "Los residentes se fijan en el área de los perros antes que en la jardinería. Mantenemos limpias las áreas verdes compartidas, las franjas de grama junto a la acera y los senderos con un calendario fijo en el que su junta directiva o su administración pueden confiar.",
    features: [
      {
        title: "Rutas hechas a la medida de su comunidad",
        text: "Trazamos una sola vez el mapa de las zonas para perros, los parquecitos, las orillas del lago y los canteros de la entrada, y seguimos la misma ruta en cada visita.",
      },
      {
        title: "Informe después de cada visita",
        text: "La administración recibe un resumen del servicio por correo electrónico después de cada visita, para responder a residentes y juntas directivas con datos concretos.",
      },
      {
        title: "Con licencia, asegurados y con antecedentes verificados",
        text: "Verificamos los antecedentes de todos nuestros técnicos y tenemos al día los certificados de seguro que pide su compañía administradora.",
      },
    ],
    imageAlt: "Patio interior de un condominio con la grama limpia, un sendero y una estación para desechos de mascotas",
    detailTitle: "Una queja menos en la agenda de la junta",
    detail: [
      "Los desechos de mascotas son una de las quejas más frecuentes en las comunidades de Miami-Dade, desde los apartamentos con jardín de Doral hasta las zonas para perros de los condominios frente a la bahía. Un servicio programado le quita ese problema de encima.",
      "Trabajamos con administradores de comunidades, juntas de HOA y de condominios, y propietarios. Díganos cuántas viviendas y áreas comunes tiene, y le preparamos una propuesta.",
    ],
    included: [
      "Recogida programada en áreas comunes y senderos",
      "Instalación de estaciones para desechos de mascotas y reposición de bolsas",
      p.visitSummary.item,
      "Planes de servicio a la medida de cada propiedad",
    ],
    ctaTitle: "Solicite una propuesta para su comunidad",
    ctaText: "Cuéntenos el tamaño y la distribución de su comunidad. Nuestro equipo se comunicará con usted con un plan a la medida.",
  },
  "/commercial/goose-poop-removal": {
    name: "Recogida de excremento de gansos",
    heading: "Recogida de excremento de gansos para propiedades comerciales",
    metaTitle: "Recogida de excremento de gansos en propiedades comerciales de Miami-Dade",
    metaDescription:
      "Retiramos el excremento de gansos y aves acuáticas de orillas de lagos, campos deportivos, complejos de oficinas y campos de golf en todo Miami-Dade, incluido Opa-locka. Propuesta gratis.",
    eyebrow: "Servicio comercial",
    lead: "Los lagos, los estanques de retención y los canales atraen patos criollos y gansos, y sus excrementos terminan en las aceras, los campos y las entradas. Los limpiamos con un calendario fijo para que su propiedad se pueda usar sin problema.",
    features: [
      {
        title: "Orillas de lagos y senderos",
        text: "Limpiamos el excremento de las orillas, los senderos, el área de la piscina y las entradas de los edificios, justo por donde camina la gente.",
      },
      {
        title: "Campos y áreas verdes abiertas",
        text: "Dejamos listos los campos deportivos y los jardines para eventos antes de que se usen, no después de que lleguen las quejas.",
      },
      {
        title: "Respeto por las aves y productos ecológicos",
        text: "Retiramos los excrementos, no las aves. Nuestros productos son seguros para las mascotas y los escogemos pensando en el agua cercana.",
      },
    ],
    imageAlt: "Gansos junto a un estanque de retención, al lado de un sendero recién limpiado",
    detailTitle: "Pensado para propiedades cerca del agua",
    detail: [
      "Con tantos lagos y canales, en el sur de la Florida hay aves acuáticas casi en todas partes: complejos de oficinas junto al Palmetto, campos de golf, escuelas y parques comunitarios. El excremento en los senderos resbala y da mal aspecto, y la lluvia lo arrastra hasta el agua.",
      "Fijamos el calendario según cuánto se use su propiedad y cuántas aves la visitan, y lo ajustamos en cada temporada.",
    ],
    included: [
      "Limpieza programada de senderos, áreas verdes y orillas de lagos",
      "Limpiezas antes de eventos y partidos",
      p.visitSummary.item,
      "Planes de servicio a la medida de cada propiedad",
    ],
    ctaTitle: "Pida un plan contra el excremento de gansos para su propiedad",
    ctaText: "Cuéntenos sobre su propiedad y las áreas que necesitan atención. Le enviaremos una propuesta.",
  },
  "/services/dog-waste-removal": {
    name: "Recogida de excremento de perro",
    heading: "Servicio de recogida de excremento de perro en Miami-Dade",
    metaTitle: "Recogida de excremento de perro | Servicio semanal",
    metaDescription:
      "Recogida semanal, quincenal o mensual de excremento de perro, además de limpiezas de una sola vez y para eventos en todo Miami-Dade. Garantía de satisfacción del 100%. Cotización gratis.",
    eyebrow: "Nuestro servicio principal",
    lead: "Recogida regular de excremento de perro para casas y comunidades, y limpiezas de una sola vez cuando el patio se le fue de las manos. En cada visita, el mismo cuidado.",
    features: [
      {
        title: "Semanal, quincenal o mensual",
        text: "Usted escoge la frecuencia y el día que prefiera. Para uno o dos perros recomendamos el servicio semanal.",
      },
      {
        title: "Limpiezas de una sola vez y para eventos",
        text: "¿Se acaba de mudar, va a dar una fiesta o quiere el patio listo para vender la casa? Reserve una sola visita.",
      },
      {
        title: p.guarantee.name,
        text: p.guarantee.sentence,
      },
    ],
    imageAlt: "Una grama limpia y un técnico llevando al portón una bolsa de desechos bien cerrada",
    detailTitle: "Así es una visita",
    detail: [
      "Llegamos el día programado, entramos por el portón que usted nos indicó y recorremos el patio por cuadrantes. Todo el excremento se recoge en bolsas y sale de su propiedad.",
      `${p.weather.sentence} ${p.visitSummary.sentence}`,
    ],
    included: ["Recorrido por cuadrantes de todo el patio", "Desechos recogidos en bolsas y retirados", p.visitSummary.item, p.addOns.item],
    ctaTitle: "Conozca su precio exacto",
    ctaText: `Solo toma un par de minutos. ${p.responseTime.firstVisit}`,
  },
  "/services/pet-waste-stations": {
    name: "Estaciones para desechos de mascotas",
    heading: "Estaciones para desechos de mascotas para HOA, condominios y parques",
    metaTitle: "Instalación de estaciones para desechos de mascotas en HOA y condominios",
    metaDescription:
      "Instalamos estaciones para desechos de mascotas donde los residentes pasean a sus perros, y las mantenemos surtidas y vacías. Para HOA, condominios, apartamentos y parques de Miami-Dade.",
    eyebrow: "Servicio comercial",
    lead: "Una estación bien ubicada es la manera más fácil de lograr que los residentes recojan. Le ayudamos a escoger los lugares, instalamos las estaciones y las mantenemos surtidas.",
    features: [
      {
        title: "Donde caminan los perros",
        text: "Entradas, zonas para perros, senderos junto al lago y cerca de los buzones: le recomendamos los lugares según el recorrido real de los residentes.",
      },
      {
        title: "Instaladas y listas para usar",
        text: "Cada estación se instala con bolsas y cesto, lista para funcionar desde el primer día.",
      },
      {
        title: "Mantenimiento disponible",
        text: "Agregue la reposición de bolsas y el vaciado de los cestos para que las estaciones nunca se desborden con el calor del verano.",
      },
    ],
    imageAlt: "Una estación verde para desechos de mascotas con dispensador de bolsas y cesto, junto a un sendero con palmas",
    detailTitle: "Una estación solo funciona si se le da mantenimiento",
    detail: [
      "Un dispensador sin bolsas o un cesto desbordado en pleno agosto hace más daño que no tener estación. Por eso la mayoría de las comunidades combinan la instalación con nuestro servicio de mantenimiento.",
      "Trabajamos con juntas de HOA y de condominios, administradores de comunidades y parques en todo Miami-Dade.",
    ],
    included: [
      "Recorrido de la propiedad para recomendar dónde ubicar las estaciones",
      "Instalación con bolsas y cesto",
      "Opcional: reposición de bolsas y vaciado programados",
    ],
    ctaTitle: "Planifique sus estaciones",
    ctaText: "Cuéntenos sobre su propiedad y le preparamos una propuesta.",
  },
  "/services/lawn-sanitizing": {
    name: "Desinfección de la grama",
    heading: "Desinfección de la grama en las áreas de sus mascotas",
    metaTitle: "Desinfección de la grama en patios con perros | 99.9% menos bacterias",
    metaDescription:
      "Desinfección de la grama, segura para mascotas, que elimina el 99.9% de las bacterias en las áreas de los perros. Ideal después de la temporada de lluvias en Miami. Agréguela a cualquier plan de recogida. Cotización gratis.",
    eyebrow: "Salud del patio",
    lead: "La recogida se lleva lo que se ve; la desinfección trata lo que no se ve. Nuestro tratamiento, seguro para mascotas, elimina el 99.9% de las bacterias en las áreas que más usan sus perros.",
    features: [
      {
        title: "Elimina el 99.9% de las bacterias",
        text: "Un tratamiento desinfectante para las áreas de los perros, que aplicamos después de dejar el patio limpio.",
      },
      {
        title: "Seguro para mascotas y niños",
        text: "Productos ecológicos y seguros para mascotas. Le indicamos cuánto tiempo mantener a sus mascotas fuera del área mientras se seca.",
      },
      {
        title: "Ideal para la temporada de lluvias",
        text: "El agua que se empoza después de las tormentas de verano esparce los residuos. Un tratamiento regular mantiene más frescas las áreas de juego.",
      },
    ],
    imageAlt: "Un técnico aplica un tratamiento desinfectante a la grama con un rociador de mochila",
    detailTitle: "Cuándo conviene desinfectar",
    detail: [
      "Los hogares con varios perros, los patios pequeños donde los perros siempre usan el mismo pedazo y las familias con niños pequeños que juegan en la grama son quienes más provecho le sacan a la desinfección.",
      "Puede agregarla a cualquier plan de recogida, o pedirla una sola vez cuando se mude a una casa donde antes hubo perros.",
    ],
    included: [
      "Recogida antes de cada tratamiento",
      "Desinfección de las áreas de los perros, los adoquines y el césped artificial",
      "Indicaciones claras sobre el tiempo de secado",
    ],
    ctaTitle: "Agregue la desinfección a su plan",
    ctaText: "Pídala cuando solicite su cotización.",
  },
  "/services/lawn-deodorization": {
    name: "Desodorización de la grama",
    heading: "Desodorización de la grama con tratamientos de enzimas",
    metaTitle: "Desodorización de la grama con tratamientos de enzimas",
    metaDescription:
      "Desodorización con enzimas para patios con perros en Miami-Dade. Combate el olor a orina en la grama, el césped artificial y los adoquines. Segura para mascotas y ecológica. Cotización gratis.",
    eyebrow: "Salud del patio",
    lead: "Con el calor, el olor a orina se acumula rápido. Los tratamientos con enzimas lo eliminan desde el origen, en la grama, el césped artificial y los adoquines.",
    features: [
      {
        title: "Enzimas, no perfume",
        text: "Las enzimas descomponen los residuos que causan el olor, en lugar de disimularlo por un día.",
      },
      {
        title: "También césped artificial y adoquines",
        text: "El césped artificial y las juntas de los adoquines atrapan el olor. Tratamos las superficies que usa su perro.",
      },
      {
        title: "Segura para mascotas y ecológica",
        text: "Productos escogidos para que sean seguros para sus mascotas y para su grama.",
      },
    ],
    imageAlt: "Grama verde y fresca con un rociador y un perro feliz al fondo",
    detailTitle: "Un patio más fresco entre visita y visita",
    detail: [
      "La desodorización se combina con la recogida regular. Aplicamos el tratamiento con el patio ya limpio, para que las enzimas lleguen a la tierra y a la base del césped artificial.",
      "La mayoría de los clientes la agregan en los meses de más calor y cada vez que esperan visita.",
    ],
    included: [
      "Tratamiento con enzimas de las áreas de los perros",
      "Tratamiento del césped artificial y los adoquines",
      "Disponible como servicio adicional o como visita única",
    ],
    ctaTitle: "Agregue la desodorización a sus visitas",
    ctaText: "Pídala cuando solicite su cotización.",
  },
  "/services/waste-station-maintenance": {
    name: "Mantenimiento de estaciones",
    heading: "Mantenimiento de estaciones y reposición de bolsas",
    metaTitle: "Mantenimiento de estaciones para desechos de mascotas y reposición de bolsas",
    metaDescription:
      "Vaciado programado, reposición de bolsas y limpieza de estaciones para desechos de mascotas en HOA, condominios, apartamentos y parques de Miami-Dade.",
    eyebrow: "Servicio comercial",
    lead: "Los cestos llenos y los dispensadores sin bolsas son lo que más molesta a los residentes. Vaciamos, reponemos y limpiamos sus estaciones con un calendario fijo.",
    features: [
      {
        title: "Vaciado a tiempo",
        text: "En cada visita vaciamos los cestos y les ponemos bolsa nueva, para que nunca se desborden con el calor.",
      },
      {
        title: "Bolsas repuestas",
        text: "Rellenamos los dispensadores en cada visita. Se acabó eso de que un residente los encuentre vacíos un domingo.",
      },
      {
        title: "Revisión e informe",
        text: "Anotamos en su resumen del servicio las estaciones dañadas o que faltan, para que pueda actuar rápido.",
      },
    ],
    imageAlt: "Un técnico repone bolsas en una estación para desechos de mascotas",
    detailTitle: "Funciona con las estaciones que ya tiene",
    detail: [
      "Damos mantenimiento a las estaciones que instalamos nosotros y a las que ya hay en su propiedad. Combínelo con la recogida de excremento en áreas comunes y una sola visita cubre las dos cosas.",
      "La frecuencia depende de cuánto se usen sus zonas para perros. Las zonas para perros de los condominios altos suelen necesitar más visitas que las de una HOA pequeña.",
    ],
    included: ["Vaciado de cestos y bolsa nueva", "Reposición de bolsas", "Estado de cada estación anotado en cada resumen del servicio"],
    ctaTitle: "Mantenga sus estaciones funcionando",
    ctaText: "Díganos cuántas estaciones tiene y le preparamos un plan.",
  },
};

export const es: ServicesWords = {
  pages,
  parents,
  servicePage: {
    home: "Inicio",
    quoteButton: "Cotización gratis",
    featuresHeading: "Características del servicio",
    includedTitle: "Qué incluye",
    includedButton: "Comenzar",
    ctaButton: "Pida su cotización gratis",
  },
  goose: {
    eyebrow: "Opa-locka y alrededores",
    title: "Dónde trabajamos",
    intro:
      "Recogida de excremento de gansos y aves acuáticas para propiedades en Opa-locka, desde la zona comercial del aeropuerto hasta los parques comunitarios.",
    areas: [
      "Campos de golf",
      "Parques corporativos",
      "Centros comerciales",
      "Parques y áreas recreativas",
      "Complejos de oficinas",
      "Centros educativos",
      "Campos deportivos",
      "Espacios públicos",
    ],
    cityLink: "Recogida de excremento de mascotas en Opa-locka",
    reviewsEyebrow: "Opiniones",
    reviewsTitle: "Lo que dicen los administradores de comunidades",
  },
  hub: {
    metaTitle: "Servicios de recogida de excremento de mascotas en Miami-Dade",
    metaDescription:
      "Recogida de excremento de perro, estaciones para desechos de mascotas, desinfección y desodorización de la grama y mantenimiento de estaciones para casas y comunidades de Miami-Dade.",
    eyebrow: "Todo lo que hacemos",
    title: "Nuestros servicios",
    lead: "Recogida, desinfección, desodorización y estaciones para desechos en casas y comunidades de todo el condado de Miami-Dade. En cada servicio usamos productos ecológicos y seguros para mascotas, y todos nuestros técnicos tienen sus antecedentes verificados.",
    quoteButton: "Cotización gratis",
    chooseTitle: "Escoja un servicio",
    chooseIntro: "¿No sabe bien qué necesita? Pida una cotización gratis y le recomendaremos un plan.",
    commercialCard: {
      title: "Servicios comerciales",
      description: "Áreas comunes, excremento de gansos y programas de estaciones para HOA, condominios, apartamentos, parques y negocios.",
      features: ["Recogida de excremento en áreas comunes", "Recogida de excremento de gansos", "Planes de servicio a la medida"],
    },
    ctaTitle: "Una sola visita, todo resuelto",
    ctaText: "Combine la recogida con desinfección, desodorización o el enjuague de terraza y patio en la misma visita.",
    ctaButton: "Pida su cotización gratis",
  },
  residential: {
    metaTitle: "Recogida de excremento de perro para casas en Miami-Dade",
    metaDescription:
      "Recogida semanal, quincenal o mensual del excremento de su perro y control de olores para casas de Miami-Dade. Técnicos con antecedentes verificados y no tiene que estar en casa. Cotización gratis.",
    eyebrow: "Para dueños de casa",
    title: "Recogida de excremento de mascotas a domicilio",
    lead: "Un patio limpio cada semana sin que usted tenga que agarrar la pala. Nos encargamos del excremento de perro en casas, townhouses y villas de todo Miami-Dade, para que usted disfrute el patio en vez de vigilarlo.",
    imageAlt: "Un técnico limpia un patio trasero bien cuidado mientras un perro lo mira",
    primaryButton: "Comience hoy",
    plansButton: "Ver planes",
    servicesEyebrow: "Servicios para el hogar",
    servicesTitle: "Nuestros servicios residenciales",
    addOns: {
      lead: "También puede agregar:",
      sanitizing: "desinfección de la grama",
      joiner: "y",
      deodorization: "desodorización de la grama",
      end: ".",
    },
    whyEyebrow: "Por qué nos escogen los dueños de casa",
    whyTitle: "Pensado para la vida en familia en Miami",
    whyText:
      "Entre las largas jornadas de trabajo, los viajes de verano y los aguaceros de la tarde, cuesta mantener el patio al día. Venimos el mismo día cada semana, aunque llueva, y le avisamos cuando terminamos.",
    whyPoints: [
      "Técnicos con antecedentes verificados, licencia y seguro",
      "No tiene que estar en casa: cerramos y comprobamos el portón",
      "Productos ecológicos y seguros para mascotas",
      p.visitSummary.item,
      p.guarantee.name,
    ],
    whyImageAlt: "Grama verde y fresca con un perro feliz",
    reviewsEyebrow: "Opiniones",
    reviewsTitle: "Lo que dicen los dueños de casa",
    ctaTitle: "¿Listo para tener un patio más limpio?",
    ctaText: `Cuéntenos cómo es su patio y cuántos perros tiene. ${p.responseTime.firstVisit}`,
    ctaButton: "Comience hoy",
  },
  commercial: {
    metaTitle: "Recogida de excremento de mascotas para HOA y condominios",
    metaDescription:
      "Recogida de excremento en áreas comunes y de excremento de gansos, y estaciones para desechos de mascotas para HOA, condominios, apartamentos, parques y negocios de Miami-Dade.",
    eyebrow: "Para HOA, condominios, apartamentos y negocios",
    title: "Recogida comercial de excremento de mascotas",
    lead: "Áreas comunes más limpias y menos quejas de los residentes. Trabajamos con complejos de apartamentos, asociaciones de propietarios (HOA) y de condominios, administradores de comunidades, miembros de juntas directivas, propietarios, parques y negocios en todo Miami-Dade.",
    imageAlt: "Patio interior de un condominio con la grama limpia, un sendero y una estación para desechos de mascotas",
    primaryButton: "Solicite una propuesta",
    stationsButton: "Mantenimiento de estaciones",
    servicesEyebrow: "Servicios comerciales",
    servicesTitle: "Servicios para su propiedad",
    whyEyebrow: "Por qué escogernos",
    whyTitle: "Por qué nos escogen los administradores de comunidades",
    whyIntro: "Lo que más valoran las juntas directivas y los administradores, según nos cuentan.",
    reasons: [
      {
        title: "Con licencia y asegurados",
        text: "Técnicos con antecedentes verificados y los documentos de seguro que le pide su compañía administradora.",
      },
      {
        title: "Un calendario con el que puede contar",
        text: "Días y rutas fijos, con un resumen del servicio después de cada visita para sus archivos y su junta directiva.",
      },
      {
        title: "Planes de servicio a la medida",
        text: "Desde una HOA de 40 casas hasta la terraza para mascotas de una torre de condominios: el plan se adapta a la propiedad, y no al revés.",
      },
      {
        title: "Productos ecológicos",
        text: "Productos seguros para mascotas, escogidos pensando en los lagos, los canales y la bahía de Biscayne.",
      },
    ],
    storiesEyebrow: "Casos de éxito",
    storiesTitle: "Historias de éxito",
    ctaTitle: "Hablemos de su comunidad",
    ctaText: "Cuéntenos sobre su propiedad. Nuestro equipo la revisa y se comunica con usted con una propuesta o la información que necesite.",
    ctaButton: "Solicite una propuesta",
  },
  homeCards: [
    {
      title: "Residencial",
      description: "Recogida programada en casas, townhouses y villas. No tiene que estar en casa.",
      features: ["Semanal, quincenal o mensual", "Revisión de todo el patio", "Portón cerrado y comprobado"],
    },
    {
      title: "Comercial",
      description: "Áreas comunes, zonas para perros y estaciones para desechos en HOA, condominios y apartamentos.",
      features: ["Planes de servicio a la medida", "Estaciones para desechos de mascotas", "Resumen del servicio en cada visita"],
    },
    {
      title: "Recogida",
      description: "Nuestro servicio principal: todo el excremento recogido en bolsas y retirado de su propiedad.",
      features: ["Limpiezas de una sola vez", "Limpiezas para eventos", p.guarantee.name],
    },
    {
      title: "Desinfección y desodorización",
      description: "Elimine el 99.9% de las bacterias y acabe con los olores con tratamientos de enzimas seguros para mascotas.",
      features: ["Elimina el 99.9% de las bacterias", "Desodorización con enzimas", "Productos ecológicos"],
    },
  ],
};
