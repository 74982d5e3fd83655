// The demo studio's words. Images are drawn by draw/.
import type { NewProject } from "#db/tables";

export const DEMO_HOME_DESCRIPTION =
  "Paper Plane Project Studio is an architecture, interior and object design practice. We design buildings, rooms and the things in them as one continuous work: calm spaces shaped by light, honest materials and the way people actually live. Every project starts with a conversation and a blank sheet of paper.";

export const DEMO_STUDIO_DETAIL = [
  "Founded in 2014, Paper Plane Project Studio is a team of architects, interior designers and makers working from a converted print workshop. We take on a small number of projects each year so that the people who draw a project are the people who see it built.",
  "Our work ranges from private houses and cultural buildings to apartments, hotels, furniture and lighting. Across these scales we keep to the same principles: restraint, precision and materials that age well. We prefer daylight to decoration and craft to spectacle.",
  "We collaborate closely with engineers, craftspeople and manufacturers, and we build models by hand long before we render anything. Our projects have been published internationally and recognised with several design awards.",
].join("\n\n");

export const DEMO_CAREER = {
  career_header:
    "We are always glad to meet architects, interior designers and makers who care about detail. Send us a few words about yourself and a portfolio of your work; we read every application.",
  email: "career@paperplane.studio",
};

export const DEMO_CONTACT = {
  contact_header: "Tell us about your project. We answer every message within two working days.",
  location: "Rua das Flores 28, 1200-195 Lisbon, Portugal",
  telephone: "+351 213 000 480",
  email: "hello@paperplane.studio",
  description: "Good design is a quiet conversation between people, place and material.",
};

export const DEMO_LOGOS = [
  "Atlas Timber",
  "Nord Glass",
  "Kiln & Co",
  "Meridian",
  "Obra Stone",
  "Lumen Works",
  "Fieldhouse",
];

/** A project as the seed writes it (a building or a room has a place on the map; an object does not): its link is made at seeding, its three descriptions stored apart. */
export type DemoProject = Pick<
  NewProject,
  "name" | "year" | "location" | "area" | "type" | "photographer" | "latitude" | "longitude"
> & {
  descriptions: [string, string, string];
};

export const DEMO_PROJECTS: DemoProject[] = [
  {
    name: "Courtyard House, Seville",
    year: 2019,
    location: "Seville, Spain",
    area: 310,
    type: "Architecture",
    latitude: 37.38863,
    longitude: -5.99534,
    photographer: "Lucía Ortega",
    descriptions: [
      "A family house organised around a shaded courtyard, reinterpreting the Andalusian patio for a hot, bright climate.",
      "Thick lime-rendered walls and deep openings keep the rooms cool through summer, while a pool of water and a single orange tree cool the air that moves through the house.",
      "Rooms open to the courtyard through tall timber shutters, so the family can follow the sun and the shade through the day.",
    ],
  },
  {
    name: "Fold Chair, Oak Edition",
    year: 2019,
    location: "Porto, Portugal",
    area: 0.4,
    type: "Object",
    photographer: "Studio",
    descriptions: [
      "A dining chair folded from a single sheet of moulded oak veneer, designed with a family workshop in northern Portugal.",
      "The seat and back share one continuous curve, so the chair is light to lift and needs no screws or glue blocks.",
      "It stacks six high and is finished with a natural oil that can be renewed at home.",
    ],
  },
  {
    name: "Linen Apartment, Milan",
    year: 2020,
    location: "Milan, Italy",
    area: 140,
    type: "Interior",
    latitude: 45.46796,
    longitude: 9.18178,
    photographer: "Marco Bellini",
    descriptions: [
      "The renovation of a 1930s apartment for a textile designer, restoring its terrazzo floors and high plaster ceilings.",
      "A new oak joinery wall holds the kitchen, storage and a sliding library, leaving the original rooms free and full of light.",
      "Linen curtains, lime paint and brushed steel complete a palette chosen to soften with use.",
    ],
  },
  {
    name: "Pavilion of Tides, Porto",
    year: 2020,
    location: "Porto, Portugal",
    area: 260,
    type: "Architecture",
    latitude: 41.14961,
    longitude: -8.61099,
    photographer: "Inês Moreira",
    descriptions: [
      "A public pavilion on the Douro estuary that opens and closes with the river's seasons.",
      "A long concrete roof floats on slender steel columns; beneath it, folding timber screens turn a sheltered hall into an open deck.",
      "The pavilion hosts markets, concerts and a small café, and was built by local contractors in eleven months.",
    ],
  },
  {
    name: "Arc Lamp, Brass",
    year: 2021,
    location: "Lisbon, Portugal",
    area: 0.2,
    type: "Object",
    photographer: "Studio",
    descriptions: [
      "A floor lamp whose single brass arc carries a linen shade over a reading chair.",
      "The counterweight is a block of recycled marble offcuts, and the arc turns through a full circle on a hidden bearing.",
      "Each lamp is turned, bent and finished by hand in a workshop twenty minutes from the studio.",
    ],
  },
  {
    name: "Gallery Kitchen, Antwerp",
    year: 2021,
    location: "Antwerp, Belgium",
    area: 62,
    type: "Interior",
    latitude: 51.21989,
    longitude: 4.40346,
    photographer: "Pieter Claes",
    descriptions: [
      "A kitchen and dining room for a collector of ceramics in a narrow Antwerp townhouse.",
      "A single travertine counter runs the length of the room, with open shelves above that turn the everyday pieces into an exhibition.",
      "A new rooflight brings daylight deep into the plan and changes the colour of the stone through the day.",
    ],
  },
  {
    name: "Hillside Library, Kyoto",
    year: 2022,
    location: "Kyoto, Japan",
    area: 980,
    type: "Architecture",
    latitude: 35.02107,
    longitude: 135.75385,
    photographer: "Kenji Sato",
    descriptions: [
      "A neighbourhood library stepping down a wooded hillside at the edge of the city.",
      "Reading rooms are arranged as terraces, each with its own view into the trees; a single cedar roof gathers them under one gentle slope.",
      "Natural ventilation, deep eaves and a timber structure keep the building's energy use to a third of the local standard.",
    ],
  },
  {
    name: "Ledge Stool, Travertine",
    year: 2022,
    location: "Rome, Italy",
    area: 0.1,
    type: "Object",
    photographer: "Studio",
    descriptions: [
      "A low stool and side table cut from a single block of unfilled travertine.",
      "The ledge is sized for a book and a cup, and its underside is hollowed to make the piece light enough to move.",
      "Offcuts from production are used to make the counterweights of the Arc Lamp.",
    ],
  },
  {
    name: "Atelier Nord, Copenhagen",
    year: 2023,
    location: "Copenhagen, Denmark",
    area: 420,
    type: "Interior",
    latitude: 55.67594,
    longitude: 12.56553,
    photographer: "Freja Holm",
    descriptions: [
      "The workspace of a furniture company in a former ship-fitting hall on the harbour.",
      "Free-standing pine volumes hold meeting rooms, a library and a test kitchen, leaving the steel structure and the great north windows open.",
      "Everything inside can be taken apart and rebuilt as the company grows.",
    ],
  },
  {
    name: "Casa Lumen, Lisbon",
    year: 2023,
    location: "Lisbon, Portugal",
    area: 420,
    type: "Architecture",
    latitude: 38.71387,
    longitude: -9.13937,
    photographer: "Inês Moreira",
    descriptions: [
      "A house for a family of five on a steep plot above the Tagus, arranged as three white volumes around a sheltered garden.",
      "Each volume turns to its own view of the river, and deep window reveals frame the changing Atlantic light while keeping the rooms cool in summer.",
      "The house is built of local limestone, lime render and Portuguese oak, and collects its own rainwater for the garden.",
    ],
  },
  {
    name: "Vessel Set, Stoneware",
    year: 2024,
    location: "Caldas da Rainha, Portugal",
    area: 0.05,
    type: "Object",
    photographer: "Studio",
    descriptions: [
      "A family of five vessels thrown in stoneware and glazed in the ash of the potter's own kiln.",
      "Their proportions come from the studio's architectural grid, so any two pieces sit together in a composed line.",
      "The set is made to order in small batches, each one slightly different from the last.",
    ],
  },
  {
    name: "Quiet Hotel Rooms, Vienna",
    year: 2024,
    location: "Vienna, Austria",
    area: 1150,
    type: "Interior",
    latitude: 48.20849,
    longitude: 16.37208,
    photographer: "Anna Gruber",
    descriptions: [
      "Thirty-two rooms in a listed nineteenth-century building, redesigned around sleep, silence and daylight.",
      "Walls lined in wool felt absorb the city's sound, while built-in oak furniture keeps the floors clear and the original windows unobstructed.",
      "Every piece of furniture, from the bed frames to the door handles, was designed by the studio for the project.",
    ],
  },
  {
    name: "Harbour Studios, Rotterdam",
    year: 2024,
    location: "Rotterdam, Netherlands",
    area: 2400,
    type: "Architecture",
    latitude: 51.92442,
    longitude: 4.47773,
    photographer: "Daan de Vries",
    descriptions: [
      "Artists' studios and workshops in a converted grain warehouse on the Maas.",
      "A new concrete frame is inserted inside the brick shell, with a cantilevered glass studio at its top looking over the harbour.",
      "The ground floor is a public workshop and gallery, open to the quay through the old loading doors.",
    ],
  },
];
