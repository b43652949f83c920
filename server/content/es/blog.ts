/**
 * The blog in Spanish: the same articles as ../blog.ts (same slugs, dates and categories, same
 * order), written for a Miami reader, and the copy of /es/blog and /es/blog/:slug.
 */
import type { Translation } from "../catalogue";
import type { articles, BlogCopy } from "../blog";
import { promisesCopy } from "../promises";

const p = promisesCopy.es;

export const articlesEs: Translation<typeof articles> = [
  {
    slug: "pet-waste-station-maintenance-south-florida",
    title: "Mantenimiento de estaciones para desechos de mascotas en el sur de la Florida: una lista para todo el año",
    excerpt:
      "El calor, el salitre, las tormentas de verano y la temporada de huracanes castigan las estaciones para desechos de mascotas. Qué revisar cada semana, qué vigilar en cada temporada y cómo lograr que los residentes las sigan usando.",
    date: "2025-05-27",
    category: "Maintenance",
    readTime: "3 min de lectura",
    body: [
      {
        type: "p",
        text: "Una estación para desechos de mascotas solo funciona mientras los residentes confían en ella. Un dispensador sin bolsas, un recipiente que se desborda o un olor que se siente desde la acera les enseñan a los dueños de perros a pasar de largo, y una vez que se crea esa costumbre, cuesta mucho quitarla. En el sur de la Florida el clima juega en contra de las estaciones todo el año, así que un poco de mantenimiento de rutina rinde mucho en las asociaciones de propietarios (HOA), los edificios de condominios, los complejos de apartamentos y los parques.",
      },
      { type: "h2", text: "Cada semana" },
      {
        type: "ul",
        items: [
          "Vacíe el recipiente antes de que se llene, no después. Con el calor de Miami, una bolsa que pasa varios días en un recipiente cerrado huele muchísimo peor que la misma bolsa en un día fresco en el norte.",
          "Reponga las bolsas del dispensador y tenga rollos de repuesto a mano. Un dispensador vacío es la razón más común por la que la gente deja de usar una estación.",
          "Cambie la bolsa interior y revise el fondo del recipiente por si hay filtraciones o líquido acumulado.",
          "Limpie la tapa, el asa y el dispensador con un desinfectante seguro para mascotas. Son las superficies que la gente toca.",
          "Recoja cualquier excremento que hayan dejado alrededor del poste. Ver excremento tirado junto a una estación les dice a los residentes que nadie la está cuidando.",
        ],
      },
      { type: "h2", text: "Temporada de lluvias, más o menos de junio a octubre" },
      {
        type: "p",
        text: "Los aguaceros de la tarde llenan de agua los recipientes destapados: las bolsas se ponen pesadas, se rompen y el fondo del recipiente se convierte en una sopa maloliente. Las estaciones con tapa de cierre automático aguantan esto mucho mejor. Verifique que las tapas sigan cerrando solas, destape los orificios de drenaje si el recipiente los tiene y cambie de lugar las estaciones que están en zonas bajas donde se empoza el agua después de una tormenta.",
      },
      { type: "h2", text: "Sol, salitre y animales" },
      {
        type: "p",
        text: "El sol fuerte destiñe los letreros y vuelve quebradizos los dispensadores de plástico, así que revíselos cada pocos meses y cambie cualquier letrero que los residentes ya no puedan leer. Cerca de la costa, en Miami Beach, Key Biscayne o a lo largo de la bahía, el salitre corroe las piezas de metal; las de acero inoxidable o con pintura en polvo duran más, y conviene apretar los tornillos flojos antes de que fallen. Los mapaches y otros animales aprenden rápido qué recipientes pueden abrir, así que donde sean un problema vale la pena tener una tapa con pestillo.",
      },
      { type: "h2", text: "Antes y después de una tormenta" },
      {
        type: "p",
        text: "Cuando pronostican una tormenta tropical o un huracán, vacíe todos los recipientes y retire o asegure las piezas sueltas, según el plan de huracanes de su asociación. Con vientos fuertes, un recipiente lleno o un letrero suelto pueden convertirse en escombros. Después de la tormenta, inspeccione cada estación antes de volver a ponerla en servicio: compruebe que los postes sigan firmes en el suelo, que nada esté doblado ni rajado y que se pueda caminar con seguridad alrededor de la estación.",
      },
      { type: "h2", text: "La ubicación importa tanto como el mantenimiento" },
      {
        type: "p",
        text: "Las estaciones se usan cuando están por donde los dueños de perros ya caminan: cerca de las entradas de los edificios, al comienzo de los senderos, junto a los parques para perros y en los bordes de las áreas verdes comunes. Un lugar con sombra mantiene el recipiente más fresco y reduce el olor. Si una estación siempre está llena y otra siempre está vacía, cambie de lugar la que nadie usa en vez de instalar más.",
      },
      {
        type: "p",
        text: "Los miembros de la junta directiva y los administradores suelen tener asuntos más urgentes que revisar dispensadores de bolsas. Una visita de mantenimiento programada incluye vaciar, reponer, desinfectar y hacer una inspección rápida, y un breve informe después de cada visita permite detectar los problemas antes de que los residentes empiecen a quejarse.",
      },
    ],
  },
  {
    slug: "dog-waste-parasites-south-florida",
    title: "El excremento de perro y la salud de su mascota: parásitos a vigilar en el sur de la Florida",
    excerpt:
      "El clima cálido y húmedo permite que los huevos de lombrices y otros parásitos sobrevivan mucho tiempo en el patio. Le explicamos qué vive en el excremento de perro, cómo se contagian las mascotas y cómo una rutina sencilla rompe el ciclo.",
    date: "2025-05-20",
    category: "Pet Health",
    readTime: "6 min de lectura",
    body: [
      {
        type: "p",
        text: "Casi todo el mundo piensa que el excremento de perro es un problema de mal olor o de zapatos sucios. Los veterinarios lo ven como un problema de parásitos. Las heces de perro pueden contener huevos y larvas de lombrices intestinales y quistes de parásitos unicelulares, y un patio que se limpia solo de vez en cuando se convierte en un lugar donde los perros se vuelven a infectar una y otra vez. En el sur de la Florida, donde hace calor casi todo el año y la tierra pasa húmeda la mitad del tiempo, ese riesgo no se toma vacaciones en invierno.",
      },
      { type: "h2", text: "Qué puede vivir en el excremento de perro" },
      {
        type: "p",
        text: "Su veterinario es la persona indicada para decirle qué análisis hacer y cada cuánto, pero estos son los parásitos que más se mencionan en los perros que viven en climas cálidos:",
      },
      {
        type: "ul",
        items: [
          "Áscaris (lombrices redondas). Son muy comunes en los cachorros. Sus huevos salen con las heces, se vuelven infecciosos en la tierra y pueden seguir siendo viables allí por mucho tiempo. También pueden infectar a las personas, y esa es una de las razones por las que los niños y los patios sucios no hacen buena combinación.",
          "Anquilostomas. Sus larvas nacen en la tierra tibia y húmeda y pueden entrar al perro por la boca o directamente a través de la piel de las patas. Estas larvas también pueden irritar la piel de las personas.",
          "Tricuros (gusanos látigo). Sus huevos son muy resistentes y pueden permanecer en la tierra, lo que convierte un patio contaminado en una fuente de reinfección a largo plazo.",
          "Giardia y coccidios. Parásitos microscópicos que se propagan por la tierra y el agua contaminadas y que con frecuencia causan diarrea en los perros.",
          "Parvovirus. No es un parásito sino un virus grave, que los perros infectados eliminan en las heces y que puede sobrevivir en el ambiente. La vacuna es la principal defensa, y recoger a tiempo ayuda.",
        ],
      },
      { type: "h2", text: "Por qué Miami se lo pone fácil a los parásitos" },
      {
        type: "p",
        text: "Muchos huevos y larvas de parásitos prosperan con calor y humedad, y el frío y la sequía los frenan. En Miami casi nunca tenemos ni lo uno ni lo otro. Más o menos de mayo a octubre, las tormentas de la tarde empapan la grama y deshacen el excremento, que se esparce por la grama donde los perros olfatean, se revuelcan y caminan. Los rincones con sombra bajo los árboles y a lo largo de las cercas se quedan húmedos por días. Justo ahí es donde a los perros les gusta ir, y justo ahí es donde más se queda el excremento.",
      },
      {
        type: "p",
        text: "Además, los perros lo investigan todo con la nariz y con la boca. Un perro que olfatea o lame una zona contaminada, o que se lame las patas después de pasar por ella, puede tragarse los huevos. Si usa el mismo patio todos los días y el excremento se queda en el suelo, el ciclo se repite: al perro le dan tratamiento, vuelve a casa y se contagia otra vez del mismo parásito.",
      },
      { type: "h2", text: "Una rutina que rompe el ciclo" },
      {
        type: "p",
        text: "El paso más eficaz es aburrido pero confiable: recoger el excremento antes de que los huevos tengan tiempo de madurar y propagarse. Unos cuantos hábitos hacen una diferencia real:",
      },
      {
        type: "ul",
        items: [
          "Recoja por lo menos una vez a la semana, y más a menudo si tiene varios perros o un patio pequeño. Para uno o dos perros, lo que normalmente se recomienda es el servicio semanal.",
          "Ponga el excremento en una bolsa y tírelo a la basura. Nunca lo arrastre con el rastrillo hacia los canteros, no lo entierre ni lo bote con la manguera hacia un desagüe.",
          "Preste atención a las zonas con sombra y humedad, a la orilla de la cerca y a los lugares favoritos de su perro.",
          "Siga los consejos de su veterinario sobre los análisis de heces y la prevención de parásitos, y consúltele después de un episodio de diarrea.",
          "Lávese las manos después de trabajar en el patio y no deje que los niños pequeños jueguen donde van los perros hasta que se haya limpiado.",
          "Mantenga a los cachorros, a los perros mayores y a los que tienen las defensas bajas lejos de las zonas que no se han limpiado.",
        ],
      },
      { type: "h2", text: "Dónde entra la desinfección" },
      {
        type: "p",
        text: "Recoger elimina el excremento en sí. Desinfectar trata la superficie donde estaba. En terrazas, césped artificial para mascotas, corrales y perreras, un tratamiento desinfectante seguro para mascotas después de recoger reduce las bacterias que quedan; el nuestro elimina el 99.9% de las bacterias en las superficies tratadas. La grama y la tierra no se pueden esterilizar, así que en la grama la prioridad sigue siendo la misma: sacar el excremento del suelo rápido y con constancia.",
      },
      { type: "h2", text: "Señales para llamar al veterinario" },
      {
        type: "p",
        text: "Comuníquese con su veterinario si su perro tiene diarrea que dura más de uno o dos días, vomita, pierde peso, tiene el pelo opaco o la barriga hinchada (en los cachorros), se arrastra sentado por el piso, o si usted ve lombrices o sangre en las heces. Nuestros técnicos no pueden diagnosticar nada, pero como ven el patio cada semana, se lo mencionarán en su resumen del servicio si notan algo fuera de lo normal, como heces muy blandas por todo el patio.",
      },
      {
        type: "p",
        text: "Un patio limpio no sustituye la prevención de parásitos, y la prevención de parásitos no sustituye un patio limpio. Juntos le dan a su perro, a su familia y a los perros de sus vecinos la mejor oportunidad de mantenerse sanos en un clima que favorece a los parásitos. Si prefiere no pasarse los fines de semana en eso, una visita semanal se lo quita de la lista.",
      },
    ],
  },
  {
    slug: "green-lawn-with-dogs-miami",
    title: "Cómo mantener la grama verde con perros en el clima de Miami",
    excerpt:
      "Las manchas marrones, los caminos pelados y los rincones malolientes no son inevitables. Una guía práctica sobre la grama San Agustín, el cuidado en la temporada de lluvias y los pequeños hábitos que mantienen verde un patio con perros.",
    date: "2025-05-12",
    category: "Yard Maintenance",
    readTime: "6 min de lectura",
    body: [
      {
        type: "p",
        text: "La grama en Miami la tiene difícil aun sin perros: sol intenso, suelo arenoso o rocoso, meses de lluvias fuertes y unos cuantos meses de sequía. Si a eso le suma uno o dos perros, tendrá manchas marrones, caminos pelados a lo largo de la cerca y un rincón que huele mal todas las tardes. La buena noticia es que casi todo esto se puede controlar con unos cuantos hábitos adaptados al clima local.",
      },
      { type: "h2", text: "Conozca su grama" },
      {
        type: "p",
        text: "La mayoría de los patios de Miami-Dade tienen grama San Agustín, y algunos Zoysia o Bahía. La San Agustín aguanta bastante bien el calor y la sombra y se extiende por estolones, así que puede cubrir por sí sola pequeñas zonas dañadas si se elimina la causa. Lo que no tolera es el paso constante ni quedar tapada, y ahí es donde entran los perros.",
      },
      { type: "h2", text: "Manchas marrones: orina y excremento" },
      {
        type: "p",
        text: "La orina de perro es rica en nitrógeno. En pequeñas cantidades, el nitrógeno es abono; concentrado en un solo lugar, quema la grama y deja una mancha marrón, muchas veces con un anillo verde oscuro alrededor. El excremento que se queda en la grama hace un daño parecido, pero más lento: asfixia la grama que tiene debajo y, al deshacerse con la lluvia, suelta una dosis concentrada de nutrientes en un solo punto.",
      },
      {
        type: "ul",
        items: [
          "Recoja el excremento por lo menos una vez a la semana, para que nunca se quede el tiempo suficiente para matar la grama de abajo.",
          "Cuando pueda, enjuague con agua sola los lugares donde su perro orina con frecuencia, sobre todo en los meses secos.",
          "Mantenga a su perro bien hidratado, y consulte a su veterinario antes de probar cualquier suplemento que prometa acabar con las manchas de la grama.",
          "Considere enseñarle a su perro a usar una sola zona, como un rincón con mulch o gravilla, y dele a esa zona un cuidado especial.",
        ],
      },
      { type: "h2", text: "Caminos pelados y la orilla de la cerca" },
      {
        type: "p",
        text: "Los perros patrullan. El camino junto a la cerca, la ruta hasta el portón y el lugar desde donde vigilan la calle terminan pelados hasta la arena. En la San Agustín, la solución suele ser reducir el paso el tiempo suficiente para que los estolones vuelvan a cubrir, o aceptar el camino y convertirlo en uno de verdad: unas piedras para pisar o mulch a lo largo de la cerca se ven más ordenados que una franja de grama medio muerta y son más fáciles de mantener limpios.",
      },
      { type: "h2", text: "Temporada de lluvias, de mayo a octubre" },
      {
        type: "p",
        text: "La temporada de lluvias cambia el trabajo. El excremento que en enero se secaría se deshace con un aguacero de la tarde y se esparce por la grama, donde es mucho más difícil de recoger y donde alimenta el mal olor y las moscas. Los charcos en las zonas bajas lo acumulan. Pasarle la podadora por encima lo esparce todavía más. En estos meses, recoger una vez a la semana es lo mínimo, y a los patios con varios perros les conviene más.",
      },
      {
        type: "p",
        text: "En esta temporada, tenga cuidado también con el fertilizante. El Condado de Miami-Dade restringe los fertilizantes con nitrógeno o fósforo durante la temporada de lluvias para proteger la bahía de Biscayne, y algunas ciudades tienen sus propias reglas; infórmese antes de abonar la grama. Recoger el excremento del perro responde a la misma idea: menos nitrógeno sobrante que la lluvia arrastra desde su patio.",
      },
      { type: "h2", text: "Temporada seca, de noviembre a abril" },
      {
        type: "p",
        text: "Los meses más frescos y secos son el momento de reparar. La San Agustín crece más despacio entonces, así que rellene con tapones o con panes de grama (sod), riéguelos bien y no deje que los perros pisen los parches nuevos hasta que echen raíz. El tiempo seco también concentra la orina, así que enjuagar los lugares favoritos de su perro ayuda más que en cualquier otra época del año.",
      },
      { type: "h2", text: "Control de olores" },
      {
        type: "p",
        text: "El olor viene de lo que queda: residuos en las terrazas y el césped artificial, orina en el mismo rincón todos los días y excremento en los lugares con sombra. Recoger es el primer paso. En terrazas, patios y césped artificial para mascotas, un tratamiento desodorizante a base de enzimas descompone los compuestos orgánicos que causan el olor en vez de taparlos con perfume. Un enjuague de terraza y patio después de recoger hace una gran diferencia en julio y agosto.",
      },
      { type: "h2", text: "Césped artificial" },
      {
        type: "p",
        text: "Muchos townhouses y áreas para mascotas de condominios en Miami tienen césped artificial. No se pone marrón, pero si no se limpia, retiene olores y bacterias en la base y en el relleno. Los sólidos deben retirarse por lo menos una vez a la semana, y el césped artificial debe enjuagarse y tratarse con regularidad con un desinfectante y un desodorizante seguros para mascotas.",
      },
      { type: "h2", text: "Una lista semanal sencilla" },
      {
        type: "ul",
        items: [
          "Recorra todo el patio de forma ordenada y recoja todo el excremento, incluso debajo de los arbustos y a lo largo de la cerca.",
          "Revise los rincones con sombra y humedad y las zonas bajas donde se acumula el agua.",
          "Cuando el tiempo esté seco, enjuague los lugares donde orina su perro.",
          "Desodorice terrazas, patios y césped artificial en los meses de calor.",
          "Pase la podadora después de recoger, no antes.",
        ],
      },
      {
        type: "p",
        text: "Que un patio con perros se vea bien depende sobre todo de la constancia. Si los fines de semana se le van sin hacerlo, un servicio semanal mantiene la rutina, y usted puede disfrutar de la grama en vez de inspeccionarla.",
      },
    ],
  },
  {
    slug: "dog-waste-stormwater-biscayne-bay",
    title: "Adónde va el excremento de perro cuando llueve: cómo proteger la bahía de Biscayne",
    excerpt:
      "Los desagües pluviales de Miami-Dade llevan el agua de lluvia, y todo lo que arrastra, hacia los canales y la bahía. Por qué el excremento de perro afecta la calidad del agua y qué hábitos sencillos lo mantienen fuera.",
    date: "2025-05-05",
    category: "Environment",
    readTime: "5 min de lectura",
    body: [
      {
        type: "p",
        text: "Cada aguacero fuerte de la tarde en Miami hace correr el agua por la grama, las aceras y las calles hasta los desagües pluviales. A diferencia del agua del fregadero o del inodoro, la mayor parte del agua de lluvia no pasa por ninguna planta de tratamiento. Corre por tuberías y cunetas hasta los canales, el río Miami y, al final, la bahía de Biscayne. Todo lo que la lluvia recoge por el camino, incluido el excremento de perro, se va con ella.",
      },
      { type: "h2", text: "Por qué el excremento de perro es un problema para el agua" },
      {
        type: "p",
        text: "El excremento de perro trae dos cosas que el agua no necesita. La primera son bacterias, entre ellas las bacterias fecales que las autoridades de salud vigilan en las playas; cuando los niveles suben, llegan los avisos de no bañarse. La segunda son nutrientes, nitrógeno y fósforo, que en el agua actúan como fertilizante. El exceso de nutrientes alimenta la proliferación de algas, enturbia el agua, les quita la luz a las praderas de hierba marina y puede bajar el nivel de oxígeno del agua.",
      },
      {
        type: "p",
        text: "La bahía de Biscayne es poco profunda y delicada, y los gobiernos locales y los científicos llevan años trabajando contra la contaminación por nutrientes que le llega de los pozos sépticos, los fertilizantes, el agua de lluvia y otras fuentes. Los desechos de mascotas son una de esas fuentes y, a diferencia de casi todas las demás, controlarla está por completo en manos de cada hogar.",
      },
      { type: "h2", text: "Por qué el clima de Miami lo hace más importante" },
      {
        type: "p",
        text: "En climas más secos, el excremento que se queda en la grama muchas veces se seca y no se mueve de ahí. En Miami, se queda al calor hasta que un aguacero de la tarde lo deshace y lo arrastra. Los patios tienen pendiente hacia las calles, los canales y los lagos; muchas casas en Miami Lakes, North Miami, Miami Beach y Key Biscayne dan directamente al agua. En otoño, las mareas altas de temporada (king tides) pueden meter el agua de la bahía en las calles bajas, donde se mezcla con lo que haya en el suelo.",
      },
      { type: "h2", text: "Lo que ayuda, de mayor a menor impacto" },
      {
        type: "ul",
        items: [
          "Recoja siempre durante los paseos. El Condado de Miami-Dade y sus ciudades exigen que los dueños recojan el excremento de sus perros en los lugares públicos y en las propiedades ajenas.",
          "Limpie su propio patio por lo menos una vez a la semana, y antes de una tormenta cuando pueda. El excremento que ya no está cuando llega la lluvia no puede ser arrastrado.",
          "Póngalo en una bolsa y tírelo a la basura. No eche el excremento de perro en los montones de desechos de jardín, en el compost, en los desagües pluviales ni en los canales.",
          "Nunca lo bote con la manguera desde la terraza o la entrada del carro hacia la calle; el desagüe de la acera va a dar a la bahía.",
          "En los condominios y las comunidades con HOA, coloque estaciones para desechos de mascotas donde la gente de verdad pasea a sus perros, y manténgalas vacías y con bolsas.",
          "Tenga cuidado con el fertilizante de la grama y siga las reglas de su ciudad para la temporada de lluvias.",
        ],
      },
      { type: "h2", text: "Los espacios compartidos necesitan un plan" },
      {
        type: "p",
        text: "Un solo dueño que no recoge tiene un efecto pequeño. Un edificio o una comunidad con docenas de perros que comparten unas cuantas franjas de grama junto a un lago o un canal es otra cosa. Por eso las asociaciones y los administradores de propiedades suelen combinar tres cosas: estaciones para desechos de mascotas con bolsas y recipientes a lo largo de las rutas de paseo, una limpieza periódica de las áreas comunes para recoger lo que se les escapa a los residentes y recordatorios claros en el reglamento de la comunidad.",
      },
      {
        type: "p",
        text: "Una estación solo funciona si se mantiene. Un dispensador sin bolsas o un recipiente desbordado con el calor de Miami desanima justo el comportamiento que usted quiere fomentar. Reponer y vaciar según un calendario es la parte poco vistosa que hace que las estaciones funcionen.",
      },
      { type: "h2", text: "Cómo lo hacemos nosotros" },
      {
        type: "p",
        text: "En cada visita embolsamos todo el excremento y nos lo llevamos; nunca lo arrastramos hacia los canteros ni lo lavamos hacia un desagüe. Nuestros productos desinfectantes y desodorizantes son ecológicos y seguros para las mascotas, y los aplicamos en las superficies que los necesitan en lugar de rociar toda la grama. Para las comunidades, instalamos y damos servicio a estaciones para desechos de mascotas, para que las bolsas estén ahí cuando los residentes las necesiten.",
      },
      {
        type: "p",
        text: "Mantener el excremento de perro fuera de los desagües pluviales es una de las cosas más sencillas que un hogar de Miami puede hacer por la bahía. Basta con una bolsa, un bote de basura y una rutina, y si la rutina es lo difícil, de eso nos encargamos nosotros.",
      },
    ],
  },
  {
    slug: "what-to-expect-weekly-dog-waste-removal",
    title: "Qué pasa durante una visita semanal de recogida de excremento de perro",
    excerpt:
      "¿Nunca ha contratado un servicio de recogida de excremento de perro? Desde la cotización gratis hasta el correo después de cada visita, le contamos cómo funciona el servicio semanal, qué necesitamos de usted y qué puede esperar de nosotros.",
    date: "2025-04-28",
    category: "Services",
    readTime: "5 min de lectura",
    body: [
      {
        type: "p",
        text: "Dejar que alguien entre a su patio cada semana es cuestión de confianza, así que es lógico que quiera saber exactamente qué pasa. Así funciona nuestro servicio semanal de recogida de excremento de perro en Miami-Dade, desde la primera pregunta hasta la visita número cien.",
      },
      { type: "h2", text: "1. La cotización gratis" },
      {
        type: "p",
        text: `Todo empieza con un formulario corto en línea: sus datos de contacto, su código postal, cuántos perros tiene y cualquier cosa que debamos saber sobre el patio. Los clientes residenciales pueden escoger un plan en línea. Los clientes comerciales, como las asociaciones de propietarios (HOA), las asociaciones de condominios y los administradores de propiedades, nos cuentan sobre su comunidad y reciben una propuesta a la medida. ${p.responseTime.firstVisit}`,
      },
      { type: "h2", text: "2. Cómo escoger la frecuencia" },
      {
        type: "p",
        text: "El servicio puede ser semanal, quincenal (cada dos semanas) o mensual, el día que usted prefiera. Para uno o dos perros recomendamos el semanal: el excremento no tiene tiempo de acumularse, oler mal ni esparcirse por la grama en la temporada de lluvias. El quincenal le puede servir a un solo perro pequeño en un patio grande; el mensual es más que nada para un uso ligero o como refuerzo de su propia rutina. Más adelante puede cambiar la frecuencia avisando con 7 días de anticipación.",
      },
      { type: "h2", text: "3. El acceso y la primera visita" },
      {
        type: "p",
        text: "No necesita estar en casa. Le preguntamos una sola vez cómo llegar al patio: el código del portón, por cuál portón lateral entrar, si los perros van a estar afuera y cualquier cosa que debamos evitar, como grama recién sembrada o un estanque. Si sus perros son amistosos y prefiere que se queden afuera durante la visita, díganoslo; si no, le pedimos que estén adentro mientras trabajamos. La primera visita suele tomar más tiempo porque incluye todo lo acumulado.",
      },
      { type: "h2", text: "4. Lo que hace el técnico" },
      {
        type: "ul",
        items: [
          "Cierra el portón al entrar y verifica que quede con el pestillo puesto. Siempre.",
          "Recorre todo el patio de forma ordenada, incluidas la orilla de la cerca, debajo de los arbustos, detrás de los equipos y los rincones con sombra que prefieren los perros.",
          "Embolsa todo el excremento y se lo lleva. Nada se arrastra hacia los canteros ni se bota con la manguera por los desagües.",
          "Aplica los servicios adicionales de su plan: desodorización, desinfección o enjuague de terraza y patio.",
          "Anota cualquier cosa fuera de lo normal, como una tabla rota en la cerca, un portón abierto al llegar o heces muy blandas.",
        ],
      },
      {
        type: "p",
        text: "Nuestros técnicos tienen verificación de antecedentes, y la empresa tiene licencia y seguro. Usan productos ecológicos y seguros para las mascotas.",
      },
      { type: "h2", text: "5. La confirmación y el resumen" },
      {
        type: "p",
        text: `${p.textMessages.confirmationSentence} ${p.visitSummary.sentence} Así sabe que el patio quedó listo sin tener que revisarlo usted mismo.`,
      },
      { type: "h2", text: "6. El tiempo" },
      {
        type: "p",
        text: "La lluvia en Miami es parte de la vida, así que trabajamos aunque llueva. Si el mal tiempo, como una tormenta tropical o los rayos, hace que una visita no sea segura, la reprogramamos para el siguiente día disponible y le avisamos.",
      },
      { type: "h2", text: "7. Si se nos pasa algo" },
      {
        type: "p",
        text: `Ofrecemos una garantía de satisfacción del 100%. ${p.guarantee.sentence}`,
      },
      { type: "h2", text: "8. Cambios, pausas y facturación" },
      {
        type: "p",
        text: `El servicio es mes a mes, sin contrato a largo plazo. Los cambios y las cancelaciones requieren un aviso de 7 días. ${p.reschedule.sentence} Por ejemplo, cuando tiene visita en casa o viene el jardinero. El pago es con las principales tarjetas de crédito, con cobro automático para el servicio recurrente, procesado por nuestro proveedor de pagos con tarjeta. Los reembolsos de servicios prepagados se calculan de forma prorrateada.`,
      },
      { type: "h2", text: "Servicios adicionales que vale la pena conocer" },
      {
        type: "ul",
        items: [
          "Desodorización: un tratamiento con enzimas para terrazas, césped artificial y los lugares favoritos de su perro, muy útil en los meses de calor.",
          "Desinfección: un tratamiento seguro para mascotas que elimina el 99.9% de las bacterias en las superficies tratadas, como corrales, césped artificial y terrazas.",
          `${p.addOns.sprayDown.name}: ${p.addOns.sprayDown.text}`,
        ],
      },
      {
        type: "p",
        text: "Esa es toda la rutina. Es sencilla a propósito: el mismo día cada semana, el mismo recorrido cuidadoso del patio y un correo cuando terminamos. Si tiene una pregunta que no se responde aquí, nuestras preguntas frecuentes cubren lo demás, o puede pedir una cotización gratis y preguntarnos directamente.",
      },
    ],
  },
  {
    slug: "pet-waste-stations-hoa-condo-miami",
    title: "Estaciones para desechos de mascotas en HOA y condominios de Miami",
    excerpt:
      "Dónde colocar las estaciones, cuántas bolsas necesitan y por qué el mantenimiento importa más que el equipo. Una guía para miembros de juntas directivas y administradores de propiedades en todo Miami-Dade.",
    date: "2025-04-21",
    category: "Commercial",
    readTime: "6 min de lectura",
    body: [
      {
        type: "p",
        text: "Pregúntele a cualquier junta directiva de una HOA o a cualquier administrador de condominio en Miami-Dade por las quejas de los residentes, y el excremento de perro estará entre las primeras de la lista. Excremento en el sendero del lago, junto a la puerta de la piscina, en la franja de grama de la entrada, oliendo con el calor. Las reglas y las cartas de recordatorio ayudan un poco. Lo que más ayuda es facilitar el comportamiento correcto y, mientras tanto, mantener limpias las áreas comunes. Las estaciones para desechos de mascotas son la base de todo eso.",
      },
      { type: "h2", text: "Qué es una estación" },
      {
        type: "p",
        text: "Una estación para desechos de mascotas es un poste con un dispensador de bolsas, un recipiente con tapa y, por lo general, un letrero. No les deja a los residentes ninguna excusa para dejar el excremento y se lo recuerda justo en el momento en que importa. El equipo es sencillo. Los resultados dependen casi por completo de dónde se colocan las estaciones y de lo bien que se mantienen.",
      },
      { type: "h2", text: "Dónde colocarlas" },
      {
        type: "p",
        text: "Coloque las estaciones donde los perros de verdad van, no donde se ven ordenadas en un plano. Recorra la comunidad en las horas pico de la mañana y de la tarde, y observe. Los buenos lugares suelen ser:",
      },
      {
        type: "ul",
        items: [
          "Las salidas de los edificios y el primer pedazo de grama afuera, donde la mayoría de los perros se detienen primero.",
          "Los dos extremos de los senderos, y a lo largo de los paseos largos junto al lago o al canal.",
          "Las entradas de las áreas designadas para perros y de los parques para perros.",
          "Los bordes de las áreas verdes comunes y de los parques infantiles, para mantener las necesidades de los perros lejos de donde juegan los niños.",
          "El estacionamiento de visitantes, donde llegan los invitados con sus perros.",
        ],
      },
      {
        type: "p",
        text: "Evite poner un recipiente justo al lado de un banco, de la zona de buzones o de la entrada de la piscina; con el calor de Miami, hasta un recipiente con tapa puede oler cuando está lleno. Asegúrese de que se pueda llegar a cada estación por una superficie pavimentada, de que se vea de noche y de que no la bloqueen los aspersores ni las plantas.",
      },
      { type: "h2", text: "Cuántas" },
      {
        type: "p",
        text: "No existe una proporción universal, porque la distribución importa más que el número de unidades. Una torre compacta con una sola área para mascotas puede necesitar una única estación bien mantenida; una comunidad grande de townhouses con una vuelta alrededor del lago necesita varias a lo largo del recorrido. Una prueba útil: un residente debería pasar junto a una estación en los primeros minutos de cualquier paseo típico. Si la gente sigue dejando excremento en el mismo lugar, ese lugar le está diciendo dónde hace falta una estación.",
      },
      { type: "h2", text: "El mantenimiento es el verdadero trabajo" },
      {
        type: "p",
        text: "Un dispensador sin bolsas convierte a un buen residente en uno malo. Un recipiente desbordado en agosto es peor que no tener ninguno. Las estaciones necesitan:",
      },
      {
        type: "ul",
        items: [
          "Que se repongan las bolsas antes de que se acaben, con un calendario fijo.",
          "Que se vacíen los recipientes y se cambien las bolsas interiores, con más frecuencia en verano y en los días festivos.",
          "Una limpieza y desinfección periódica del recipiente y de la zona alrededor.",
          "Revisiones de daños, postes flojos y letreros desteñidos, sobre todo después de las tormentas.",
        ],
      },
      {
        type: "p",
        text: "Antes de la temporada de huracanes, asegúrese de que los postes estén firmes y de saber qué tan rápido se pueden retirar o volver a instalar las estaciones si amenaza una tormenta; con vientos fuertes, los recipientes sueltos se convierten en escombros.",
      },
      { type: "h2", text: "Estaciones y, además, recogida en las áreas comunes" },
      {
        type: "p",
        text: "Aun en las comunidades bien administradas, algo de excremento se queda sin recoger. Un recorrido programado por las áreas verdes, los senderos y las zonas para perros recoge lo que dejan los residentes, lo que hace que el lugar se vea cuidado y, a su vez, anima a los residentes a mantenerlo así. Donde se juntan gansos en los lagos y en las áreas abiertas de grama, la recogida de excremento de gansos es un servicio aparte que vale la pena añadir.",
      },
      { type: "h2", text: "Cómo convencer a la junta" },
      {
        type: "p",
        text: "Para presentarle la propuesta a la junta, el argumento es sencillo: menos quejas, áreas comunes más limpias que notan los residentes y los posibles compradores, menos excremento que termina en el lago o el canal de la comunidad y un servicio predecible al que la administración no tiene que estar persiguiendo. Pídale a cualquier proveedor un alcance claro: cantidad y ubicación de las estaciones, frecuencia de reposición, vaciado de recipientes, recogida en áreas comunes y qué informes recibe la administración después de cada visita.",
      },
      { type: "h2", text: "Cómo trabajamos con las comunidades" },
      {
        type: "p",
        text: "Instalamos y mantenemos estaciones para desechos de mascotas, incluida la reposición de bolsas y el vaciado de recipientes, y ofrecemos recogida de excremento en áreas comunes y recogida de excremento de gansos para comunidades en todo Miami-Dade. Coordinamos el acceso con la administración, seguimos las reglas del edificio y de la HOA y enviamos un resumen del servicio después de cada visita. Cada cotización comercial es a la medida, basada en un recorrido por su propiedad. Pida una propuesta y cuéntenos sobre su comunidad; le sugeriremos una distribución y un calendario a la medida.",
      },
    ],
  },
];

export const blogCopyEs: Translation<BlogCopy> = {
  list: {
    metaTitle: "Blog de cuidado del patio y desechos de mascotas",
    description:
      "Consejos prácticos para dueños de perros, HOA y administradores de propiedades en Miami: salud de las mascotas, la grama en la temporada de lluvias, la bahía de Biscayne y estaciones para desechos de mascotas.",
    eyebrow: "Consejos desde el patio",
    title: "Blog de cuidado del patio y desechos de mascotas",
    intro:
      "Consejos claros para dueños de perros y administradores de comunidades en Miami-Dade: cómo mantener sanas a las mascotas, la grama verde durante la temporada de lluvias y el excremento lejos de la bahía de Biscayne.",
    postsHeading: "Artículos",
    categoriesLabel: "Categorías del blog",
    all: "Todos",
    countOne: "1 artículo",
    countOther: "{count} artículos",
    inCategory: " en {category}",
    emptyTitle: "Todavía no hay artículos en {category}.",
    emptyBefore: "Estamos escribiendo uno. Mientras tanto,",
    emptyLink: "vea todos los artículos",
    emptyAfter: ".",
    learnMore: "Leer más",
    cta: {
      heading: "¿Prefiere que recojamos nosotros?",
      text: "Recogida semanal de excremento de perro para casas y comunidades en Miami-Dade. Pida su cotización gratis en un par de minutos.",
    },
  },
  post: {
    asideLabel: "Pida una cotización",
    asideTitle: "¿Quiere que nos encarguemos del patio cada semana?",
    asideText: "Recogida semanal de excremento de perro en todo Miami-Dade, con un resumen del servicio después de cada visita. No necesita estar en casa.",
    asideButton: "Comenzar",
    allArticles: "Todos los artículos",
    moreHeading: "Más del blog",
    readArticle: "Leer el artículo",
    cta: {
      heading: "Un patio más limpio, cada semana",
      text: "Cuéntenos sobre sus perros y su patio, y le enviaremos una cotización gratis para el servicio en Miami-Dade.",
    },
  },
  crumbs: { home: "Inicio", blog: "Blog" },
  categories: {
    "Pet Health": "Salud de las mascotas",
    "Yard Maintenance": "Cuidado del patio",
    Environment: "Medio ambiente",
    Services: "Servicios",
    Commercial: "Comercial",
    Maintenance: "Mantenimiento",
  },
};
