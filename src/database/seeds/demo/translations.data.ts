import { DemoTranslations } from './demo-types';

/**
 * German, French and (for a smaller set) Spanish text of a representative set of demo records,
 * by table, by the record's slug, by locale, by the field's API name (docs/localization.md).
 * Only a resource's translatable fields appear; a field left out falls back to the English text,
 * as it does for many proper names (Space Mountain is Space Mountain in every language).
 * Locales that are not among CONTENT_LOCALES, or are its default, are not loaded.
 */
export const TRANSLATIONS: DemoTranslations = {
  cruise_lines: {
    'royal-caribbean': {
      de: {
        description:
          'Die Reederei der größten Schiffe der Welt: Die Oasis- und die Icon-Klasse bringen ' +
          'Wasserparks, Surfsimulatoren, Ziplines und Shows im Broadway-Stil in die Karibik, ' +
          'nach Alaska und nach Europa.',
      },
      fr: {
        description:
          'La compagnie des plus grands navires du monde : les classes Oasis et Icon emportent ' +
          'parcs aquatiques, simulateurs de surf, tyroliennes et spectacles dignes de Broadway ' +
          'vers les Caraïbes, l’Alaska et l’Europe.',
      },
      es: {
        description:
          'La naviera de los barcos más grandes del mundo: las clases Oasis e Icon llevan ' +
          'parques acuáticos, simuladores de surf, tirolinas y espectáculos al estilo de ' +
          'Broadway al Caribe, Alaska y Europa.',
      },
    },
    'disney-cruise-line': {
      de: {
        description:
          'Familienkreuzfahrten mit wechselnden Themenrestaurants, Unterhaltung von Disney, ' +
          'Pixar, Marvel und Star Wars und zwei eigenen Inseln auf den Bahamas: Castaway Cay ' +
          'und Lookout Cay at Lighthouse Point.',
      },
      fr: {
        description:
          'Des croisières en famille avec un restaurant différent chaque soir, les univers ' +
          'Disney, Pixar, Marvel et Star Wars à bord et deux escales privées aux Bahamas : ' +
          'Castaway Cay et Lookout Cay at Lighthouse Point.',
      },
    },
    cunard: {
      de: {
        description:
          'Die britische Reederei der Ozeandampfer seit 1840: Die Queen Mary 2 fährt die ' +
          'einzige regelmäßige Transatlantiküberfahrt zwischen Southampton und New York.',
      },
      fr: {
        description:
          'La compagnie britannique des paquebots transatlantiques depuis 1840 : le Queen ' +
          'Mary 2 assure la seule traversée régulière entre Southampton et New York.',
      },
    },
  },

  ships: {
    'icon-of-the-seas': {
      de: {
        description:
          'Das größte Kreuzfahrtschiff der Welt: acht Themenbereiche, Category 6, der größte ' +
          'Wasserpark auf See, der Hochseilgarten Crown’s Edge und der AquaDome mit seinem ' +
          '17 Meter hohen Wasserfall.',
      },
      fr: {
        description:
          'Le plus grand navire de croisière au monde : huit quartiers, Category 6, le plus ' +
          'grand parc aquatique en mer, le parcours suspendu Crown’s Edge et l’AquaDome et sa ' +
          'cascade de 17 mètres.',
      },
      es: {
        description:
          'El crucero más grande del mundo: ocho barrios, Category 6, el mayor parque acuático ' +
          'en alta mar, el circuito de cuerdas Crown’s Edge y el AquaDome con su cascada de ' +
          '17 metros.',
      },
    },
    'disney-wish': {
      de: {
        description:
          'Das erste Disney-Schiff mit Flüssigerdgas-Antrieb: die Wasserbahn AquaMouse, ' +
          'Arendelle: A Frozen Dining Adventure und die Grand Hall mit Cinderella in ihrer Mitte.',
      },
      fr: {
        description:
          'Le premier navire Disney propulsé au gaz naturel liquéfié : l’attraction aquatique ' +
          'AquaMouse, Arendelle: A Frozen Dining Adventure et le Grand Hall, avec Cendrillon ' +
          'en son centre.',
      },
    },
    'norwegian-prima': {
      de: {
        description:
          'Die Prima Speedway, eine Kartbahn über drei Decks, die Außenpromenade Ocean ' +
          'Boulevard und The Drop, die schnellste Freifall-Trockenrutsche auf See.',
      },
      fr: {
        description:
          'Le Prima Speedway, un circuit de karting sur trois ponts, la promenade extérieure ' +
          'Ocean Boulevard et The Drop, le toboggan à chute libre le plus rapide en mer.',
      },
    },
  },

  ports: {
    cococay: {
      de: {
        description:
          'Die Privatinsel von Royal Caribbean: Thrill Waterpark, Daredevil’s Peak und der ' +
          'Coco Beach Club.',
      },
      fr: {
        description:
          'L’île privée de Royal Caribbean : le Thrill Waterpark, Daredevil’s Peak et le ' +
          'Coco Beach Club.',
      },
      es: {
        description:
          'La isla privada de Royal Caribbean: Thrill Waterpark, Daredevil’s Peak y el Coco ' +
          'Beach Club.',
      },
    },
    juneau: {
      de: {
        description:
          'Alaskas Hauptstadt: der Mendenhall-Gletscher, Walbeobachtung und die Seilbahn auf ' +
          'den Mount Roberts.',
      },
      fr: {
        description:
          'La capitale de l’Alaska : le glacier Mendenhall, l’observation des baleines et le ' +
          'téléphérique du mont Roberts.',
      },
    },
    barcelona: {
      de: {
        description: 'Der verkehrsreichste Kreuzfahrthafen des Mittelmeers, am Fuß des Montjuïc.',
      },
      fr: {
        description:
          'Le port de croisière le plus fréquenté de la Méditerranée, au pied de Montjuïc.',
      },
    },
  },

  itineraries: {
    'ncl-7-night-alaska-seattle': {
      de: {
        name: '7 Nächte Alaska Inside Passage ab Seattle',
        description: 'Juneau, Skagway, Panoramafahrt durch die Glacier Bay und Ketchikan.',
      },
      fr: {
        name: 'Alaska et Inside Passage, 7 nuits au départ de Seattle',
        description: 'Juneau, Skagway, croisière panoramique dans Glacier Bay et Ketchikan.',
      },
    },
    'rci-7-night-eastern-caribbean-miami': {
      de: {
        name: '7 Nächte Östliche Karibik & Perfect Day',
        description:
          'St. Maarten, St. Thomas und ein Tag auf Perfect Day at CocoCay, ab und bis Miami.',
      },
      fr: {
        name: 'Caraïbes de l’Est et Perfect Day, 7 nuits',
        description:
          'Saint-Martin, Saint-Thomas et une journée à Perfect Day at CocoCay, aller-retour ' +
          'depuis Miami.',
      },
    },
    'msc-7-night-western-mediterranean-barcelona': {
      de: {
        name: '7 Nächte Westliches Mittelmeer ab Barcelona',
        description: 'Marseille, Civitavecchia für Rom und Neapel, mit einem Seetag.',
      },
      fr: {
        name: 'Méditerranée occidentale, 7 nuits au départ de Barcelone',
        description: 'Marseille, Civitavecchia pour Rome et Naples, avec une journée en mer.',
      },
    },
  },

  excursions: {
    'skagway-white-pass-railway': {
      de: {
        name: 'Mit der White-Pass-Bahn zum Gipfel',
        description:
          'Die Schmalspurbahn des Klondike-Goldrauschs klettert 873 Meter hinauf bis zur Passhöhe.',
      },
      fr: {
        name: 'Le train du White Pass jusqu’au sommet',
        description:
          'Le chemin de fer à voie étroite de la ruée vers l’or du Klondike grimpe de 873 mètres ' +
          'jusqu’au col.',
      },
    },
    'juneau-mendenhall-glacier-whale-watching': {
      de: {
        name: 'Mendenhall-Gletscher & Walbeobachtung',
        description:
          'Buckelwale in der Auke Bay, danach das Besucherzentrum und die Nugget Falls am Gletscher.',
      },
      fr: {
        name: 'Glacier Mendenhall et observation des baleines',
        description:
          'Des baleines à bosse dans la baie d’Auke, puis le centre d’accueil et les chutes ' +
          'Nugget au pied du glacier.',
      },
      es: {
        name: 'Glaciar Mendenhall y avistamiento de ballenas',
        description:
          'Ballenas jorobadas en la bahía de Auke y después el centro de visitantes y las ' +
          'cascadas Nugget junto al glaciar.',
      },
    },
    'naples-pompeii-vesuvius': {
      de: {
        name: 'Pompeji & Vesuv',
        description:
          'Die ausgegrabene Römerstadt mit einer Archäologin, danach eine Wanderung hinauf zum ' +
          'Kraterrand.',
      },
      fr: {
        name: 'Pompéi et le Vésuve',
        description:
          'La cité romaine mise au jour avec une archéologue, puis une randonnée jusqu’au bord ' +
          'du cratère.',
      },
    },
  },

  theme_parks: {
    'magic-kingdom': {
      de: {
        description:
          'Der meistbesuchte Freizeitpark der Welt: Cinderella Castle, Space Mountain, die ' +
          'Haunted Mansion und TRON Lightcycle / Run in sechs Themenbereichen.',
      },
      fr: {
        description:
          'Le parc à thème le plus visité au monde : le château de Cendrillon, Space Mountain, ' +
          'Haunted Mansion et TRON Lightcycle / Run, répartis sur six pays imaginaires.',
      },
      es: {
        description:
          'El parque temático más visitado del mundo: el castillo de Cenicienta, Space ' +
          'Mountain, la Haunted Mansion y TRON Lightcycle / Run en seis áreas temáticas.',
      },
    },
    epcot: {
      de: {
        description:
          'Eröffnet 1982 als EPCOT Center: Spaceship Earth, Guardians of the Galaxy: Cosmic ' +
          'Rewind und die Pavillons von elf Nationen im World Showcase rund um die Lagune, mit ' +
          'Festivals das ganze Jahr über.',
      },
      fr: {
        description:
          'Ouvert en 1982 sous le nom d’EPCOT Center : Spaceship Earth, Guardians of the ' +
          'Galaxy: Cosmic Rewind et les pavillons de onze pays du World Showcase autour du lac, ' +
          'avec des festivals toute l’année.',
      },
    },
    'islands-of-adventure': {
      de: {
        description:
          'Hogsmeade und Hagrid’s Magical Creatures Motorbike Adventure, die Jurassic World ' +
          'VelociCoaster und The Incredible Hulk Coaster: hier stehen einige der besten ' +
          'Achterbahnen Floridas.',
      },
      fr: {
        description:
          'Pré-au-Lard et Hagrid’s Magical Creatures Motorbike Adventure, le Jurassic World ' +
          'VelociCoaster et The Incredible Hulk Coaster.',
      },
    },
  },

  attractions: {
    'space-mountain': {
      de: {
        description:
          'Eine der bekanntesten Achterbahnen der Welt: eine Indoor-Achterbahn durch die ' +
          'Dunkelheit des Weltraums, in Tomorrowland.',
      },
      fr: {
        description:
          'Des montagnes russes couvertes, lancées dans l’obscurité de l’espace, à Tomorrowland.',
      },
      es: {
        description:
          'Una montaña rusa bajo techo a través de la oscuridad del espacio, en Tomorrowland.',
      },
    },
    'jurassic-world-velocicoaster': {
      de: {
        description:
          'Zwei Abschüsse auf 110 km/h und ein 47 Meter hoher Top Hat, mitten im Rudel der ' +
          'Raptoren.',
      },
      fr: {
        description:
          'Deux catapultages jusqu’à 110 km/h et un top hat de 47 mètres au milieu de la meute ' +
          'de raptors.',
      },
    },
    'haunted-mansion-wdw': {
      de: {
        description:
          'In Doom Buggies durch das Zuhause von 999 fröhlichen Gespenstern am Liberty Square.',
      },
      fr: {
        description:
          'À bord des Doom Buggies, une visite de la demeure de 999 joyeux fantômes, à Liberty ' +
          'Square.',
      },
    },
    'incredible-hulk-coaster': {
      de: {
        description:
          'Ein Abschuss direkt hinauf in eine Zero-G-Rolle über der Lagune, auf Marvel Super ' +
          'Hero Island.',
      },
      fr: {
        description:
          'Un lancement qui monte droit dans un tonneau en apesanteur au-dessus du lagon, sur ' +
          'Marvel Super Hero Island.',
      },
    },
  },

  resorts: {
    'grand-floridian': {
      de: {
        description:
          'Das Flaggschiff im viktorianischen Stil an der Seven Seas Lagoon, eine ' +
          'Monorail-Station vom Magic Kingdom entfernt.',
      },
      fr: {
        description:
          'L’hôtel phare de style victorien au bord du Seven Seas Lagoon, à une station de ' +
          'monorail du Magic Kingdom.',
      },
      es: {
        description:
          'El hotel insignia de estilo victoriano junto a la Seven Seas Lagoon, a una parada ' +
          'de monorraíl del Magic Kingdom.',
      },
    },
    'polynesian-village': {
      de: {
        description:
          'Ein Resort im Stil der Südsee, mit Blick über die Lagune auf das Feuerwerk über dem ' +
          'Schloss.',
      },
      fr: {
        description:
          'Un hôtel aux couleurs du Pacifique Sud, face au feu d’artifice du château de ' +
          'l’autre côté du lagon.',
      },
    },
    'hard-rock-hotel-orlando': {
      de: {
        description:
          'Ein Rock-’n’-Roll-Hotel, wenige Gehminuten vom CityWalk; Universal Express ' +
          'Unlimited ist im Zimmerpreis enthalten.',
      },
      fr: {
        description:
          'Un hôtel rock’n’roll à deux pas de CityWalk ; Universal Express Unlimited est ' +
          'compris dans le prix de la chambre.',
      },
    },
  },

  dining_locations: {
    'be-our-guest': {
      de: {
        description: 'Speisen im Ballsaal, im Westflügel und in der Rosengalerie des Biests.',
      },
      fr: {
        description:
          'Un repas dans la salle de bal, l’aile ouest et la galerie des roses du château de la Bête.',
      },
    },
    'victoria-and-alberts': {
      de: {
        description:
          'Das mit einem Michelin-Stern ausgezeichnete Degustationsrestaurant von Walt Disney ' +
          'World; nur für Erwachsene.',
        dress_code: 'Sakko für Herren erforderlich',
      },
      fr: {
        description:
          'La table étoilée au guide Michelin de Walt Disney World, autour d’un menu ' +
          'dégustation ; réservée aux adultes.',
        dress_code: 'Veste exigée pour les messieurs',
      },
      es: {
        description:
          'El restaurante de menú degustación con estrella Michelin de Walt Disney World; solo ' +
          'para adultos.',
        dress_code: 'Se requiere chaqueta para los caballeros',
      },
    },
    'remy-disney-fantasy': {
      de: {
        description: 'Feine französische Küche nur für Erwachsene, inspiriert von Ratatouille.',
        dress_code: 'Kleid oder Sakko erforderlich',
      },
      fr: {
        description: 'Une grande table française réservée aux adultes, inspirée de Ratatouille.',
        dress_code: 'Robe ou veste exigée',
      },
    },
  },

  special_events: {
    'mickeys-very-merry-christmas-party': {
      de: {
        description:
          'Abende mit eigenem Ticket: die Once Upon a Christmastime Parade, das Feuerwerk ' +
          'Minnie’s Wonderful Christmastime Fireworks, Plätzchen und heißer Kakao.',
      },
      fr: {
        description:
          'Des soirées sur billet séparé : la parade Once Upon a Christmastime, le feu ' +
          'd’artifice Minnie’s Wonderful Christmastime Fireworks, des biscuits et du chocolat ' +
          'chaud.',
      },
    },
    'epcot-food-and-wine-festival': {
      de: {
        name: 'Internationales Food & Wine Festival im EPCOT',
        description:
          'Marktstände mit Gerichten aus aller Welt rund um das World Showcase, Konzerte der ' +
          'Reihe Eat to the Beat und Kochvorführungen.',
      },
      fr: {
        name: 'Festival international de la gastronomie et du vin d’EPCOT',
        description:
          'Des stands de cuisine du monde entier tout autour du World Showcase, les concerts ' +
          'Eat to the Beat et des démonstrations culinaires.',
      },
      es: {
        name: 'Festival Internacional de Gastronomía y Vino de EPCOT',
        description:
          'Puestos de comida de todo el mundo alrededor del World Showcase, conciertos Eat to ' +
          'the Beat y demostraciones culinarias.',
      },
    },
    'halloween-horror-nights-orlando': {
      de: {
        description:
          'Geisterhäuser, Schreckenszonen und Live-Shows nach Einbruch der Dunkelheit, an ' +
          'ausgewählten Abenden.',
      },
      fr: {
        description:
          'Maisons hantées, zones de frayeur et spectacles à la nuit tombée, certains soirs ' +
          'seulement.',
      },
    },
  },

  guides: {
    'first-alaska-cruise': {
      de: {
        title: 'Ihre erste Alaska-Kreuzfahrt: Reisezeit und Packliste',
        summary:
          'Monate, Häfen, Gletscher und das Zwiebelprinzip: alles für die erste Kreuzfahrt ' +
          'durch die Inside Passage.',
        body: `## Wann reisen

Die Saison dauert von Mai bis September. **Juni und Juli** bringen die wärmsten und längsten
Tage; Mai und September sind günstiger und ruhiger, dafür regnet es öfter.

## Häfen

- **Juneau**: der Mendenhall-Gletscher und Walbeobachtung in der Auke Bay.
- **Skagway**: die Bahnstrecke White Pass & Yukon Route.
- **Ketchikan**: Totempfähle, die Creek Street und Lachs.

## Der Gletschertag

An einem Panoramatag fahren die Schiffe in die Glacier Bay oder den Tracy Arm. Nehmen Sie ein
Fernglas mit und stehen Sie früh am Bug: Ranger kommen an Bord und erklären die kalbenden
Gletscher.

## Packliste

Warme Schichten, eine wasserdichte Jacke, wasserfeste Schuhe und eine warme Mütze, auch im Juli.`,
      },
      fr: {
        title: 'Votre première croisière en Alaska : quand partir et que mettre dans sa valise',
        summary:
          'Les mois, les escales, les glaciers et les couches de vêtements : tout pour une ' +
          'première croisière dans l’Inside Passage.',
        body: `## Quand partir

La saison s’étend de mai à septembre. **Juin et juillet** offrent les journées les plus
chaudes et les plus longues ; mai et septembre sont moins chers et plus calmes, mais plus
pluvieux.

## Les escales

- **Juneau** : le glacier Mendenhall et l’observation des baleines dans la baie d’Auke.
- **Skagway** : le chemin de fer White Pass & Yukon Route.
- **Ketchikan** : les mâts totémiques, Creek Street et le saumon.

## La journée des glaciers

Lors d’une journée panoramique, les navires entrent dans Glacier Bay ou le fjord de Tracy Arm.
Emportez des jumelles et installez-vous tôt à la proue : des rangers montent à bord pour
commenter le vêlage des glaciers.

## La valise

Plusieurs couches chaudes, une veste imperméable, des chaussures étanches et un bonnet, même en
juillet.`,
      },
      es: {
        title: 'Tu primer crucero por Alaska: cuándo ir y qué llevar',
        summary:
          'Meses, puertos, glaciares y ropa por capas: todo para un primer crucero por el ' +
          'Inside Passage.',
      },
    },
    'best-thrill-rides-orlando': {
      de: {
        title: 'Die besten Achterbahnen in Orlando im Ranking',
        summary:
          'Von der VelociCoaster bis TRON: die Achterbahnen und Freifalltürme, für die sich ' +
          'das Anstehen lohnt.',
        body: `## 1. Jurassic World VelociCoaster

Zwei Abschüsse, ein 47 Meter hoher Top Hat und ein Zero-G-Stall: die beste Achterbahn Floridas.

## 2. Guardians of the Galaxy: Cosmic Rewind

Eine drehbare Story-Achterbahn im EPCOT mit Rückwärtsabschuss und bei jeder Fahrt einem
anderen Song.

## 3. The Incredible Hulk Coaster

Der Abschuss hinauf in die Zero-G-Rolle überrascht auch beim zehnten Mal.

## 4. Mako

Die Hyper-Coaster von SeaWorld bietet die meiste Airtime in Orlando.

## 5. TRON Lightcycle / Run

Kurz, aber der Abschuss und die Sitze im Stil eines Lightcycles sind einzigartig.

Die Mindestgröße reicht von 107 cm (Cosmic Rewind) bis 137 cm (Hulk und Mako); bei den meisten
Achterbahnen gibt es einen **Rider Switch**, sodass Eltern sich abwechseln können.`,
      },
      fr: {
        title: 'Les meilleures attractions à sensations d’Orlando, classées',
        summary:
          'Du VelociCoaster à TRON : les montagnes russes et les tours de chute qui valent ' +
          'l’attente.',
      },
    },
    'icon-of-the-seas-guide': {
      de: {
        title: 'Icon of the Seas: Was das größte Kreuzfahrtschiff der Welt an Bord hat',
        summary:
          'Themenbereiche, Wasserpark, Restaurants und welche Kabinen sich auf der Icon of the ' +
          'Seas lohnen.',
        body: `## Acht Themenbereiche

Auf **Thrill Island** liegt Category 6, der größte Wasserpark auf See, mit sechs Rutschen.
**Surfside** ist für junge Familien gemacht. Im **Central Park** und im **AquaDome** geht es
ruhiger zu.

## Restaurants

Der Hauptspeisesaal ist im Reisepreis enthalten und gut; für einen besonderen Abend reservieren
Sie den **Empire Supper Club**.

## Kabinen

Die Surfside-Familiensuiten bieten Platz für sechs Personen; das Ultimate Family Townhouse hat
eine eigene Rutsche.

## Routen

Sieben Nächte östliche und westliche Karibik ab Miami, immer mit einem Tag auf Perfect Day at
CocoCay.`,
      },
      fr: {
        title:
          'Icon of the Seas : ce que l’on trouve à bord du plus grand navire de croisière au monde',
        summary:
          'Quartiers, parc aquatique, restaurants et cabines à réserver à bord d’Icon of the Seas.',
      },
    },
  },

  videos: {
    'velocicoaster-front-row-pov': {
      de: {
        title: 'Jurassic World VelociCoaster aus der ersten Reihe',
        description:
          'Beide Abschüsse und der Top Hat aus der ersten Reihe, in Islands of Adventure.',
      },
      fr: {
        title: 'Jurassic World VelociCoaster filmé depuis le premier rang',
        description:
          'Les deux catapultages et le top hat vus du premier rang, à Islands of Adventure.',
      },
    },
    'icon-of-the-seas-ship-tour': {
      de: {
        title: 'Icon of the Seas: der komplette Schiffsrundgang',
        description: 'Jeder Themenbereich des größten Kreuzfahrtschiffs der Welt, Deck für Deck.',
      },
      fr: {
        title: 'Icon of the Seas : la visite complète du navire',
        description: 'Chaque quartier du plus grand navire de croisière au monde, pont après pont.',
      },
      es: {
        title: 'Icon of the Seas: recorrido completo por el barco',
        description: 'Cada barrio del crucero más grande del mundo, cubierta a cubierta.',
      },
    },
    'glacier-bay-from-the-bow': {
      de: {
        title: 'Die Glacier Bay vom Bug aus',
        description: 'Kalbende Gletscher und Seehunde an einem Panoramatag in der Inside Passage.',
      },
      fr: {
        title: 'Glacier Bay depuis la proue',
        description:
          'Des glaciers qui vêlent et des phoques communs, lors d’une journée panoramique ' +
          'dans l’Inside Passage.',
      },
    },
  },

  categories: {
    'thrill-rides': {
      de: {
        name: 'Nervenkitzel',
        description: 'Die schnellsten, höchsten und wildesten Achterbahnen und Freifalltürme.',
      },
      fr: {
        name: 'Sensations fortes',
        description:
          'Les montagnes russes et les tours de chute les plus rapides, hautes et folles.',
      },
      es: {
        name: 'Emociones fuertes',
        description: 'Las montañas rusas y torres de caída más rápidas, altas y salvajes.',
      },
    },
    'alaska-cruises': {
      de: {
        name: 'Alaska-Kreuzfahrten',
        description: 'Gletscher, Wale und die Goldrauschstädte der Inside Passage.',
      },
      fr: {
        name: 'Croisières en Alaska',
        description: 'Glaciers, baleines et villes de la ruée vers l’or de l’Inside Passage.',
      },
    },
    'family-travel': {
      de: {
        name: 'Familienreisen',
        description: 'Reisen, die Kleinkindern, Teenagern und Großeltern gleichermaßen gefallen.',
      },
      fr: {
        name: 'Voyages en famille',
        description: 'Des voyages qui plaisent aux tout-petits, aux ados comme aux grands-parents.',
      },
    },
  },
};
