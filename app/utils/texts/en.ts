// Every text a visitor reads on the public pages, in English: the product's own texts, verbatim
// (docs/product.md). Other languages' dictionaries have exactly these keys (./index.ts, its test).
import { STUDIO_NAME } from "../constants";
import type { FactTexts } from "../project-facts";

const SITE_TITLE = "Paper Plane Project Studio";

export const en = {
  siteTitle: SITE_TITLE,
  homeTitle: `${SITE_TITLE} — Architecture, Interior and Object Design`,
  siteDescription: "Paper Plane Project Studio: architecture, interior and object design.",
  notFoundTitle: "Page not found",

  nav: {
    home: "HOME",
    project: "PROJECT",
    studio: "STUDIO",
    career: "CAREER",
    contact: "CONTACT",
    all: "All",
    architecture: "Architecture",
    interior: "Interior",
    object: "Object",
    subMenu: (title: string) => `${title} types`,
    logo: `${STUDIO_NAME}, home`,
    main: "Main",
    site: "Site",
    menu: "Menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    search: "SEARCH",
    searchPlaceholder: "Search projects...",
    searchLabel: "Search projects",
    searchForm: "Projects",
    language: "Language",
  },
  footer: {
    project: "PROJECT",
    studio: "STUDIO",
    media: "MEDIA",
    about: "About",
    contact: "Contact",
    rights: "All rights reserved.",
  },
  home: {
    expertise: "Expertise",
    expertiseText:
      "From the first sketch to the last detail, we work across three scales: buildings, the rooms inside them and the objects people live with. One team carries each project through, so ideas stay whole from site to handle.",
    studioLink: "STUDIO",
    latest: "OUR LATEST UPDATE",
    instagram: "FOLLOW US ON INSTAGRAM",
    workTypes: {
      architectural_image: "ARCHITECTURAL DESIGN",
      interior_image: "INTERIOR DESIGN",
      product_image: "PRODUCT DESIGN",
    },
    carousel: "Selected work",
    carouselPosition: (n: number, count: number) => `${n} of ${count}`,
    previousImage: "Previous image",
    nextImage: "Next image",
    showImage: (n: number) => `Show image ${n}`,
    logos: "Studios and makers we work with",
  },
  projects: {
    title: "Projects",
    description: "Architecture, interior and object projects by Paper Plane Project Studio.",
    allProjects: "All projects",
    types: { Architecture: "Architecture", Interior: "Interior", Object: "Object" },
    typeDescription: (type: string) => `${type} projects by Paper Plane Project Studio.`,
    search: "Search:",
    clearSearch: "Clear search",
    noResults: "No results found.",
  },
  detail: {
    back: "BACK TO PROJECTS",
    facts: {
      location: "Location",
      area: "Area",
      year: "Year",
      photographer: "Photographer",
      areaValue: (sqm: number) => `${sqm} sq.m.`,
    } as FactTexts,
    images: (name: string) => `${name}: images`,
    strip: "Project images, scroll sideways",
    enlarge: (n: number, alt: string) => `Enlarge image ${n}: ${alt}`,
    video: (name: string) => `${name}: video`,
    playVideo: (name: string) => `Play the video: ${name}`,
    videoFallback: "Your browser does not support the video tag.",
    showItem: (n: number, count: number) => `Show item ${n} of ${count}`,
    image: "Image",
    closeImage: "Close image",
    zoomDrawing: (n: number, alt: string) => `Zoom into drawing ${n}: ${alt}`,
  },
  studio: { title: "ABOUT", metaTitle: "About" },
  career: {
    title: "CAREER",
    metaTitle: "Career",
    metaDescription: "Work with Paper Plane Project Studio.",
    tellUs: "Anything to tell us?",
    portfolio: "Portfolio (Max 10Mb)",
    uploadProgress: "Upload progress",
    uploading: (percent: number) => `Uploading… ${percent}%`,
  },
  contact: {
    metaTitle: "Contact",
    metaDescription: "Get in touch with Paper Plane Project Studio.",
    location: "Location",
    tel: "Tel.",
    email: "Email",
    sendUs: "Send us a message",
    message: "Message",
  },
  form: {
    name: "Name",
    tel: "Tel",
    mail: "Mail",
    submit: "SUBMIT",
    sending: "SENDING…",
    sent: "Your message has been sent successfully!",
    /** The bot trap's label, never seen (hidden, and out of the accessibility tree). */
    honeypot: "Leave this field empty",
  },
  /** The forms' checks, in the browser and on the server, and the server's refusals (decision 037). */
  formErrors: {
    nameRequired: "Please enter your name.",
    emailInvalid: "Please enter a valid email address.",
    messageRequired: "Please enter a message.",
    telInvalid: "Please enter a valid telephone number.",
    tooLong: (max: number) => `Please keep this under ${max} characters.`,
    portfolioRequired: "Please upload a portfolio before submitting.",
    portfolioTooLarge: "File is too large. Maximum allowed size is 10MB.",
    portfolioBadType: "The portfolio must be a PDF, JPEG, PNG or ZIP file.",
    uploadFailed: "File upload failed.",
    careerFailed: "There was an error submitting your application. Please try again later.",
    contactFailed: "There was an error submitting your contact. Please try again later.",
    tooManySubmissions: (minutes: number) =>
      `Too many submissions from your address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    formAlreadySent: "This form was already sent. Please reload the page to send another.",
    portfolioDailyLimit:
      "You have sent as many files as we accept from one address in a day. Please try again tomorrow, or write to us by email.",
    portfoliosClosedToday:
      "We cannot accept more portfolios today. Please try again tomorrow, or write to us by email.",
    diskFull: "Uploads are paused because the server is low on disk space. Please try again later.",
    badFileName: "The file name contains characters that are not allowed. Please rename the file and try again.",
    tooManyFields: "The form has too many fields.",
    bodyTooLarge: (limit: string) =>
      `This upload or message is too large: this form accepts at most ${limit}. Nothing was saved.`,
    bodyTooSlow: "This upload arrived too slowly and was stopped. Nothing was saved; please try again.",
    crossSite:
      "This form was sent from another website, so it was refused. Open the form on this site and send it from there.",
  },
  /**
   * A refused request's page, by its status (statusTexts, ./index.ts): the app's error page, and the small page the
   * server answers itself (the edge's 403, 408 and 413 say why in the form's words; 421 is a host name the server
   * does not answer to). A status not listed reads `other`.
   */
  refusal: {
    back: "Back to the site",
    statuses: {
      400: {
        title: "Bad request",
        text: "This address, or what was sent to it, could not be read. Check it and try again.",
      },
      403: { title: "Refused", text: "This request was refused." },
      405: {
        title: "Not allowed",
        text: "This page cannot take what was sent to it. Open it again from the site's menu.",
      },
      408: { title: "Too slow", text: "What was sent arrived too slowly and was stopped. Nothing was saved." },
      413: { title: "Too large", text: "What was sent is too large for this page. Nothing was saved." },
      410: { title: "Gone", text: "This page has been removed from the site for good." },
      421: { title: "Unknown address", text: "This server does not answer for that host name." },
      429: {
        title: "Too many requests",
        text: "Too many requests from your address. Please wait a few minutes and try again.",
      },
    },
    other: { title: "Refused", text: "The site could not answer this request." },
  },
  toast: { region: "Notifications", close: "Close notification" },
  /** The offer of the same page in the visitor's preferred language, in that language's own words. */
  languageOffer: {
    text: "This site is also in English.",
    link: "Read this page in English",
    dismiss: "No, thanks",
  },
  errors: {
    notFound: "PAGE NOT FOUND",
    notFoundText: "The page you are looking for does not exist or has moved.",
    unexpected: "Unexpected Application Error!",
    unexpectedText: "Something went wrong on our side. Please try again in a moment.",
    backHome: "BACK TO HOME",
  },
  /** The studio's record (decision 053): a project's credits, roles translated; the Press page. */
  record: {
    credits: "Credits",
    roles: {
      architect: "Architect",
      collaborators: "Collaborators",
      "structural-engineer": "Structural engineer",
      landscape: "Landscape architect",
      lighting: "Lighting design",
      contractor: "Contractor",
      client: "Client",
      photographer: "Photographer",
    },
    press: "Press",
    pressDescription: "Awards, publications and exhibitions of the studio's work, by year.",
    noPress: "Nothing here yet.",
    kinds: { award: "Awards", publication: "Publications", exhibition: "Exhibitions" },
    scan: "Scan",
    projectsOf: "Projects:",
    projectPress: "Awards and publications",
  },
  /** The map of the work (decision 063). */
  map: {
    title: "Map of the work",
    description: "Where the studio's projects stand, on a map drawn without any third party.",
    label: "Map of the projects",
    regions: "Regions",
    world: "World",
    count: (n: number) => (n === 1 ? "1 project" : `${n} projects`),
    /** A marker standing for several projects too close to tell apart. */
    group: (n: number, names: string) => `${n} projects: ${names}`,
    list: "Projects on the map",
    none: "No project has a place on the map yet.",
    link: "See the work on a map",
  },
};

export type UiTexts = typeof en;
