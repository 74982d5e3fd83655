// The demo studio's words in European Portuguese: every text of ./content.ts, so `npm start` shows the
// whole site in both languages (a test removes a translation to see the fallback).
import type { DemoProject } from "./content";

export const DEMO_PT_LANG = "pt";

export const DEMO_PT_HOME_DESCRIPTION =
  "O Paper Plane Project Studio é um atelier de arquitetura, design de interiores e de objeto. Desenhamos edifícios, espaços e as coisas que os habitam como uma obra contínua: espaços serenos moldados pela luz, por materiais honestos e pela forma como as pessoas realmente vivem. Cada projeto começa com uma conversa e uma folha em branco.";

export const DEMO_PT_STUDIO_DETAIL = [
  "Fundado em 2014, o Paper Plane Project Studio é uma equipa de arquitetos, designers de interiores e artesãos que trabalha numa antiga tipografia reconvertida. Aceitamos poucos projetos por ano, para que quem desenha um projeto seja quem o vê construído.",
  "O nosso trabalho vai de casas particulares e edifícios culturais a apartamentos, hotéis, mobiliário e iluminação. Em todas estas escalas seguimos os mesmos princípios: contenção, rigor e materiais que envelhecem bem. Preferimos a luz natural à decoração e o ofício ao espetáculo.",
  "Trabalhamos de perto com engenheiros, artesãos e fabricantes, e fazemos maquetas à mão muito antes de qualquer imagem digital. Os nossos projetos foram publicados internacionalmente e distinguidos com vários prémios de design.",
].join("\n\n");

export const DEMO_PT_CAREER_HEADER =
  "Gostamos sempre de conhecer arquitetos, designers de interiores e artesãos que se preocupam com o pormenor. Envie-nos algumas palavras sobre si e um portefólio do seu trabalho; lemos todas as candidaturas.";

export const DEMO_PT_CONTACT = {
  contact_header: "Fale-nos do seu projeto. Respondemos a todas as mensagens no prazo de dois dias úteis.",
  location: "Rua das Flores 28, 1200-195 Lisboa, Portugal",
  description: "O bom design é uma conversa tranquila entre as pessoas, o lugar e a matéria.",
};

/** Alt texts of the home's and the studio's pictures, by their English text. */
export const DEMO_PT_ALTS: Record<string, string> = {
  "Architectural design": "Arquitetura",
  "Interior design": "Design de interiores",
  "Product design": "Design de produto",
  "The studio's workshop": "A oficina do estúdio",
};
export const demoPtCarouselAlt = (n: number) => `Trabalho do estúdio, vista ${n}`;
export const demoPtViewAlt = (name: string, n: number) => `${name}, vista ${n}`;

/** Each demo project's texts in Portuguese, by its English name. */
export const DEMO_PT_PROJECTS: Record<string, Pick<DemoProject, "name" | "location" | "descriptions">> = {
  "Courtyard House, Seville": {
    name: "Casa do Pátio, Sevilha",
    location: "Sevilha, Espanha",
    descriptions: [
      "Uma casa de família organizada em torno de um pátio sombreado, que reinterpreta o pátio andaluz para um clima quente e luminoso.",
      "Paredes espessas rebocadas a cal e vãos profundos mantêm os quartos frescos durante o verão, enquanto um espelho de água e uma única laranjeira arrefecem o ar que atravessa a casa.",
      "Os quartos abrem-se para o pátio através de altas portadas de madeira, para que a família possa seguir o sol e a sombra ao longo do dia.",
    ],
  },
  "Fold Chair, Oak Edition": {
    name: "Cadeira Fold, Edição em Carvalho",
    location: "Porto, Portugal",
    descriptions: [
      "Uma cadeira de jantar dobrada a partir de uma única folha de contraplacado de carvalho moldado, desenhada com uma oficina familiar do norte de Portugal.",
      "O assento e o encosto partilham uma curva contínua, pelo que a cadeira é leve e dispensa parafusos ou blocos colados.",
      "Empilha-se até seis de altura e tem um acabamento a óleo natural que pode ser renovado em casa.",
    ],
  },
  "Linen Apartment, Milan": {
    name: "Apartamento de Linho, Milão",
    location: "Milão, Itália",
    descriptions: [
      "A renovação de um apartamento dos anos 30 para uma designer têxtil, com o restauro dos pavimentos em marmorite e dos altos tetos em estuque.",
      "Uma nova parede de carpintaria em carvalho reúne a cozinha, a arrumação e uma biblioteca de correr, deixando as divisões originais livres e cheias de luz.",
      "Cortinas de linho, tinta de cal e aço escovado completam uma paleta escolhida para suavizar com o uso.",
    ],
  },
  "Pavilion of Tides, Porto": {
    name: "Pavilhão das Marés, Porto",
    location: "Porto, Portugal",
    descriptions: [
      "Um pavilhão público no estuário do Douro que se abre e fecha com as estações do rio.",
      "Uma longa cobertura de betão flutua sobre esbeltos pilares de aço; por baixo, painéis de madeira articulados transformam uma sala abrigada num deque aberto.",
      "O pavilhão acolhe mercados, concertos e um pequeno café, e foi construído por empreiteiros locais em onze meses.",
    ],
  },
  "Arc Lamp, Brass": {
    name: "Candeeiro Arco, Latão",
    location: "Lisboa, Portugal",
    descriptions: [
      "Um candeeiro de pé cujo único arco de latão sustenta um abajur de linho sobre uma poltrona de leitura.",
      "O contrapeso é um bloco de restos de mármore reciclado, e o arco roda uma volta completa sobre um rolamento escondido.",
      "Cada candeeiro é torneado, curvado e acabado à mão numa oficina a vinte minutos do estúdio.",
    ],
  },
  "Gallery Kitchen, Antwerp": {
    name: "Cozinha Galeria, Antuérpia",
    location: "Antuérpia, Bélgica",
    descriptions: [
      "Uma cozinha e sala de jantar para um colecionador de cerâmica, numa estreita casa urbana de Antuérpia.",
      "Uma única bancada de travertino percorre todo o comprimento da sala, com prateleiras abertas por cima que transformam as peças do dia a dia numa exposição.",
      "Uma nova claraboia leva a luz natural ao fundo da planta e muda a cor da pedra ao longo do dia.",
    ],
  },
  "Hillside Library, Kyoto": {
    name: "Biblioteca da Encosta, Quioto",
    location: "Quioto, Japão",
    descriptions: [
      "Uma biblioteca de bairro que desce em socalcos uma encosta arborizada, no limite da cidade.",
      "As salas de leitura dispõem-se em terraços, cada um com a sua vista para as árvores; uma única cobertura de cedro reúne-as sob uma pendente suave.",
      "A ventilação natural, os beirados profundos e a estrutura de madeira reduzem o consumo de energia do edifício a um terço do exigido localmente.",
    ],
  },
  "Ledge Stool, Travertine": {
    name: "Banco Ledge, Travertino",
    location: "Roma, Itália",
    descriptions: [
      "Um banco baixo e mesa de apoio talhados num único bloco de travertino não preenchido.",
      "O rebordo tem o tamanho de um livro e de uma chávena, e a face inferior é escavada para tornar a peça leve o suficiente para se mover.",
      "Os restos da produção servem para fazer os contrapesos do Candeeiro Arco.",
    ],
  },
  "Atelier Nord, Copenhagen": {
    name: "Atelier Nord, Copenhaga",
    location: "Copenhaga, Dinamarca",
    descriptions: [
      "O espaço de trabalho de uma empresa de mobiliário num antigo pavilhão de aprestamento naval, junto ao porto.",
      "Volumes independentes em pinho acolhem salas de reunião, uma biblioteca e uma cozinha de ensaio, deixando livres a estrutura de aço e as grandes janelas a norte.",
      "Tudo o que está lá dentro pode ser desmontado e reconstruído à medida que a empresa cresce.",
    ],
  },
  "Casa Lumen, Lisbon": {
    name: "Casa Lumen, Lisboa",
    location: "Lisboa, Portugal",
    descriptions: [
      "Uma casa para uma família de cinco pessoas num terreno íngreme sobre o Tejo, organizada em três volumes brancos em torno de um jardim abrigado.",
      "Cada volume volta-se para a sua própria vista do rio, e os vãos profundos enquadram a luz atlântica em mudança, mantendo as divisões frescas no verão.",
      "A casa é construída em calcário local, reboco de cal e carvalho português, e recolhe a sua própria água da chuva para o jardim.",
    ],
  },
  "Vessel Set, Stoneware": {
    name: "Conjunto de Vasos, Grés",
    location: "Caldas da Rainha, Portugal",
    descriptions: [
      "Uma família de cinco vasos torneados em grés e vidrados com a cinza do próprio forno do oleiro.",
      "As proporções vêm da grelha arquitetónica do estúdio, pelo que quaisquer duas peças se alinham de forma equilibrada.",
      "O conjunto é feito por encomenda em pequenas séries, cada uma ligeiramente diferente da anterior.",
    ],
  },
  "Quiet Hotel Rooms, Vienna": {
    name: "Quartos de Hotel Silenciosos, Viena",
    location: "Viena, Áustria",
    descriptions: [
      "Trinta e dois quartos num edifício classificado do século XIX, redesenhados em torno do sono, do silêncio e da luz natural.",
      "Paredes forradas a feltro de lã absorvem o ruído da cidade, e o mobiliário embutido em carvalho deixa os pavimentos livres e as janelas originais desimpedidas.",
      "Todas as peças de mobiliário, das camas aos puxadores das portas, foram desenhadas pelo estúdio para o projeto.",
    ],
  },
  "Harbour Studios, Rotterdam": {
    name: "Estúdios do Porto, Roterdão",
    location: "Roterdão, Países Baixos",
    descriptions: [
      "Estúdios e oficinas de artistas num antigo armazém de cereais reconvertido, junto ao Mosa.",
      "Uma nova estrutura de betão é inserida dentro da envolvente de tijolo, com um estúdio de vidro em consola no topo, virado para o porto.",
      "O piso térreo é uma oficina e galeria públicas, aberta para o cais através das antigas portas de carga.",
    ],
  },
};
