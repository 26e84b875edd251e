// Brand experiences (spec 01 §2 /experiences/…, §3 experience_manufacturer_list; docs/content.md
// "Experiences"): the story of each brand the setting names, kept as a static page whose slug is
// `experiences/{brand slug}` (the same in every language), and the hub's introduction
// (`experiences`). The seed's setting names the first three featured brands, which these are.
import { tr } from "../text";
import type { InfoPageSeed } from "./info-pages";

/** The hub's introduction: its title and text are the first part of /experiences/. */
export const EXPERIENCES_HUB: InfoPageSeed = {
  path: "experiences",
  title: tr("Merkkien tarinat", "Märkenas berättelser", "Brand experiences", "Markenwelten", "Histoires de marques", "Истории брендов"),
  intro: [
    tr(
      "Tutustu merkkeihin, joiden tuotteita olemme testanneet tuntureilla, suolla ja rinteillä. Kerromme, mistä kukin merkki tulee, mitä se tekee parhaiten ja miten sen varusteet kestävät pohjoisen olot.",
      "Lär känna märkena vars produkter vi har testat på fjäll, myrar och backar. Vi berättar var varje märke kommer ifrån, vad det gör bäst och hur utrustningen klarar nordiska förhållanden.",
      "Meet the brands whose gear we have tested on fells, bogs and ski slopes: where each comes from, what it does best and how its gear holds up in northern conditions.",
      "Lerne die Marken kennen, deren Ausrüstung wir auf Fjellen, in Mooren und auf Pisten getestet haben: woher sie kommen, was sie am besten können und wie ihre Ausrüstung im Norden besteht.",
      "Découvrez les marques dont nous avons testé le matériel sur les fjelds, dans les tourbières et sur les pistes : leur origine, leur savoir-faire et la tenue de leur équipement dans le Grand Nord.",
      "Познакомьтесь с брендами, снаряжение которых мы проверили на сопках, болотах и склонах: откуда они, что умеют лучше всего и как их вещи выдерживают северные условия.",
    ),
  ],
  sections: [],
};

export interface ExperienceSeed extends InfoPageSeed {
  /** The brand's name as in data/brands.ts; its slug makes the path. */
  brand: string;
}

export const EXPERIENCE_PAGES: Omit<ExperienceSeed, "path">[] = [
  {
    brand: "Tykkylumi Works",
    title: tr("Tykkylumi Works: Kuusamon lumesta", "Tykkylumi Works: från snön i Kuusamo", "Tykkylumi Works: made in Kuusamo snow", "Tykkylumi Works: aus dem Schnee von Kuusamo", "Tykkylumi Works : né dans la neige de Kuusamo", "Tykkylumi Works: из снегов Куусамо"),
    intro: [
      tr(
        "Tykkylumi Works aloitti vuonna 1987 pienenä ompelimona Kuusamossa, jossa lunta riittää puoli vuotta. Merkin laskettelutakit ja -housut suunnitellaan yhä rinteen vieressä.",
        "Tykkylumi Works började 1987 som en liten sömnad i Kuusamo, där snön ligger ett halvår. Märkets skidjackor och byxor ritas fortfarande bredvid backen.",
        "Tykkylumi Works began in 1987 as a small sewing workshop in Kuusamo, where snow stays for half the year. Its ski jackets and trousers are still designed next to the slope.",
        "Tykkylumi Works begann 1987 als kleine Näherei in Kuusamo, wo der Schnee ein halbes Jahr liegt. Die Skijacken und -hosen entstehen bis heute direkt neben der Piste.",
        "Tykkylumi Works est né en 1987 dans un petit atelier de couture à Kuusamo, où la neige reste six mois. Ses vestes et pantalons de ski sont toujours dessinés au pied des pistes.",
        "Tykkylumi Works начинался в 1987 году как небольшая швейная мастерская в Куусамо, где снег лежит полгода. Горнолыжные куртки и брюки бренда до сих пор проектируют рядом со склоном.",
      ),
    ],
    sections: [
      {
        id: "testattu",
        heading: tr("Testattu pakkasessa", "Testat i kylan", "Tested in the cold", "In der Kälte getestet", "Testé dans le froid", "Испытано морозом"),
        body: [
          tr(
            "Jokainen malli kulkee talven ajan merkin omien hiihdonopettajien päällä. Vetoketjut, lumikaulukset ja hupun säädöt muutetaan heidän palautteensa mukaan ennen kuin tuote tulee myyntiin.",
            "Varje modell bärs hela vintern av märkets egna skidlärare. Dragkedjor, snökjolar och huvans justering ändras efter deras synpunkter innan produkten säljs.",
            "Every model is worn all winter by the brand's own ski instructors. Zips, snow skirts and hood adjustment are changed on their feedback before a product goes on sale.",
            "Jedes Modell tragen die eigenen Skilehrer der Marke einen ganzen Winter lang. Reißverschlüsse, Schneefänge und Kapuzen werden nach ihren Rückmeldungen geändert, bevor es in den Verkauf geht.",
            "Chaque modèle est porté tout l'hiver par les moniteurs de ski de la marque. Fermetures, jupes pare-neige et réglages de capuche sont revus d'après leurs retours avant la mise en vente.",
            "Каждую модель всю зиму носят инструкторы бренда. Молнии, снежные юбки и регулировки капюшона меняют по их отзывам до начала продаж.",
          ),
        ],
      },
      {
        id: "korjaus",
        heading: tr("Korjataan, ei heitetä pois", "Lagas, slängs inte", "Repaired, not thrown away", "Reparieren statt wegwerfen", "Réparer plutôt que jeter", "Чинить, а не выбрасывать"),
        body: [
          tr(
            "Merkki toimittaa varaosat ja kankaat korjauspalveluumme, joten revennyt hiha tai rikkoutunut vetoketju korjataan myymälässä.",
            "Märket levererar reservdelar och tyg till vår reparationstjänst, så en riven ärm eller trasig dragkedja lagas i butiken.",
            "The brand supplies spare parts and fabric to our repair service, so a torn sleeve or broken zip is mended in store.",
            "Die Marke liefert Ersatzteile und Stoffe an unseren Reparaturservice, ein gerissener Ärmel oder kaputter Reißverschluss wird im Geschäft repariert.",
            "La marque fournit pièces et tissus à notre service de réparation : une manche déchirée ou une fermeture cassée se répare en magasin.",
            "Бренд поставляет запчасти и ткани в нашу мастерскую, поэтому порванный рукав или сломанную молнию чинят прямо в магазине.",
          ),
        ],
      },
    ],
    links: [{ group: "alpine", label: tr("Laskettelu", "Utförsåkning", "Alpine skiing", "Ski alpin", "Ski alpin", "Горные лыжи") }],
  },
  {
    brand: "Routakallio",
    title: tr("Routakallio: kengät kivikkoon", "Routakallio: kängor för stenig terräng", "Routakallio: boots for rocky ground", "Routakallio: Schuhe für steiniges Gelände", "Routakallio : des chaussures pour la rocaille", "Routakallio: обувь для каменистых троп"),
    intro: [
      tr(
        "Tamperelainen Routakallio on tehnyt vaelluskenkiä vuodesta 1974. Lestit muotoillaan suomalaiseen jalkaan, ja pohjat on tehty pitämään märällä kalliolla.",
        "Routakallio från Tammerfors har gjort vandringskängor sedan 1974. Lästerna formas efter nordiska fötter och sulorna greppar på våt klippa.",
        "Routakallio of Tampere has made hiking boots since 1974. Its lasts are shaped for Nordic feet and its soles grip on wet rock.",
        "Routakallio aus Tampere baut seit 1974 Wanderschuhe. Die Leisten sind für nordische Füße geformt, die Sohlen greifen auf nassem Fels.",
        "Routakallio, à Tampere, fabrique des chaussures de randonnée depuis 1974. Ses formes sont pensées pour le pied nordique et ses semelles accrochent sur la roche mouillée.",
        "Routakallio из Тампере делает треккинговые ботинки с 1974 года. Колодки рассчитаны на северную стопу, а подошвы держат на мокрой скале.",
      ),
    ],
    sections: [
      {
        id: "sovitus",
        heading: tr("Sovita myymälässä", "Prova i butiken", "Try them on in store", "Im Geschäft anprobieren", "Essayez en magasin", "Примерьте в магазине"),
        body: [
          tr(
            "Myyjämme mittaavat jalan pituuden ja leveyden ja neuvovat, kumpi Routakallion lesteistä sopii sinulle. Kengät kannattaa sovittaa iltapäivällä, kun jalka on turvonnut.",
            "Våra säljare mäter fotens längd och bredd och hjälper dig välja rätt läst. Prova gärna på eftermiddagen när foten har svällt.",
            "Our staff measure the length and width of your foot and help you choose between Routakallio's two lasts. Try boots on in the afternoon, when feet have swollen.",
            "Unser Team misst Länge und Breite des Fußes und hilft bei der Wahl zwischen den zwei Leisten. Probiere Schuhe am Nachmittag an, wenn der Fuß geschwollen ist.",
            "Nos vendeurs mesurent la longueur et la largeur du pied et vous aident à choisir entre les deux formes. Essayez l'après-midi, quand le pied a gonflé.",
            "Продавцы измерят длину и ширину стопы и помогут выбрать одну из двух колодок. Примерять лучше после обеда, когда нога отекает.",
          ),
        ],
      },
      {
        id: "pohjaus",
        heading: tr("Uusi pohja vanhaan kenkään", "Ny sula på gammal känga", "A new sole for an old boot", "Neue Sohle für alte Schuhe", "Une semelle neuve pour une vieille chaussure", "Новая подошва для старых ботинок"),
        body: [
          tr(
            "Nahkaiset mallit voi pohjata uudelleen. Jätä kengät korjauspalveluumme, niin saat ne takaisin noin kolmessa viikossa.",
            "Lädermodellerna kan sulas om. Lämna kängorna till vår reparationstjänst så får du dem tillbaka inom cirka tre veckor.",
            "The leather models can be resoled. Leave your boots with our repair service and have them back in about three weeks.",
            "Die Ledermodelle lassen sich neu besohlen. Gib sie bei unserem Reparaturservice ab, nach etwa drei Wochen sind sie zurück.",
            "Les modèles en cuir peuvent être ressemelés. Déposez-les à notre service de réparation : retour sous trois semaines environ.",
            "Кожаные модели можно переподошвить. Оставьте ботинки в нашей мастерской и получите их примерно через три недели.",
          ),
        ],
      },
    ],
    links: [{ group: "footwear", label: tr("Jalkineet", "Skor", "Footwear", "Schuhe", "Chaussures", "Обувь") }],
  },
  {
    brand: "Revontulo",
    title: tr("Revontulo: kerrospukeutumisen taito", "Revontulo: konsten att klä sig i lager", "Revontulo: the art of layering", "Revontulo: die Kunst des Zwiebelprinzips", "Revontulo : l'art des couches", "Revontulo: искусство многослойности"),
    intro: [
      tr(
        "Rovaniemeläinen Revontulo tekee merinovillaisia aluskerrastoja ja välikerroksia. Merkki syntyi vuonna 1996, kun perustajat kyllästyivät hikisiin tekokuituihin pitkillä hiihtoretkillä.",
        "Revontulo från Rovaniemi gör underställ och mellanlager i merinoull. Märket föddes 1996 när grundarna tröttnade på svettiga syntetplagg på långa skidturer.",
        "Revontulo of Rovaniemi makes merino base and mid layers. The brand was born in 1996, when its founders tired of sweaty synthetics on long ski tours.",
        "Revontulo aus Rovaniemi fertigt Basis- und Zwischenschichten aus Merinowolle. Die Marke entstand 1996, als die Gründer verschwitzte Kunstfasern auf langen Skitouren leid waren.",
        "Revontulo, à Rovaniemi, fabrique des sous-couches et couches intermédiaires en mérinos. La marque est née en 1996, quand ses fondateurs se sont lassés des synthétiques moites en randonnée à ski.",
        "Revontulo из Рованиеми делает термобельё и средние слои из мериноса. Бренд появился в 1996 году, когда основателям надоела потная синтетика в долгих лыжных походах.",
      ),
    ],
    sections: [
      {
        id: "kerrokset",
        heading: tr("Kolme kerrosta", "Tre lager", "Three layers", "Drei Schichten", "Trois couches", "Три слоя"),
        body: [
          tr(
            "Ohut merino iholla, lämmin välikerros ja tuulen pitävä kuori: näin puet Revontulon vaatteet pakkaspäivän hiihtolenkille.",
            "Tunn merino mot huden, ett varmt mellanlager och ett vindtätt skal: så klär du dig i Revontulo för en kall skiddag.",
            "Thin merino next to the skin, a warm mid layer and a windproof shell: that is how to wear Revontulo on a frosty ski day.",
            "Dünnes Merino auf der Haut, eine warme Zwischenschicht und eine winddichte Hülle: So trägst du Revontulo an einem frostigen Skitag.",
            "Un mérinos fin sur la peau, une couche chaude et une coque coupe-vent : voilà comment porter Revontulo par une journée de ski glaciale.",
            "Тонкий меринос к телу, тёплый средний слой и ветрозащитная куртка — так носить Revontulo в морозный лыжный день.",
          ),
        ],
      },
      {
        id: "hoito",
        heading: tr("Villan hoito", "Skötsel av ull", "Caring for wool", "Wollpflege", "Entretien de la laine", "Уход за шерстью"),
        body: [
          tr(
            "Merino ei ala haista helposti, joten tuuletus riittää usein pesun sijaan. Pese villaohjelmalla ja kuivaa tasolla.",
            "Merino luktar sällan, så vädring räcker ofta i stället för tvätt. Tvätta på ullprogram och torka plant.",
            "Merino rarely smells, so airing often does instead of washing. Wash on the wool programme and dry flat.",
            "Merino riecht selten, Lüften ersetzt oft das Waschen. Im Wollprogramm waschen und liegend trocknen.",
            "Le mérinos sent rarement : l'aérer suffit souvent. Lavez en programme laine et séchez à plat.",
            "Меринос почти не впитывает запах, поэтому часто достаточно проветрить. Стирайте в режиме для шерсти и сушите в расправленном виде.",
          ),
        ],
      },
    ],
    links: [{ group: "clothing", label: tr("Vaatteet", "Kläder", "Clothing", "Bekleidung", "Vêtements", "Одежда") }],
  },
];
