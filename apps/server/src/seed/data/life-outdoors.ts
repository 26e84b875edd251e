// Demo life outdoors content (issue 14; docs/content.md "Life outdoors"): post categories,
// three bloggers and fifteen guides and blog posts in six languages. Each post names the
// product group whose models it recommends; the seed picks them after the models exist.
import { tr, type Texts } from "../text";

export interface CategorySeed {
  key: string;
  name: Texts;
  description: Texts;
}

export const POST_CATEGORIES: CategorySeed[] = [
  { key: "vaellus", name: tr("Vaellus", "Vandring", "Hiking", "Wandern", "Randonnée", "Походы"), description: tr("Reittejä, retkieväitä ja varusteita vaellukselle.", "Leder, matsäck och utrustning för vandring.", "Trails, trail food and gear for hiking.", "Routen, Proviant und Ausrüstung fürs Wandern.", "Itinéraires, ravitaillement et équipement de randonnée.", "Маршруты, еда и снаряжение для походов.") },
  { key: "hiihto", name: tr("Hiihto", "Längdskidor", "Cross-country skiing", "Langlauf", "Ski de fond", "Беговые лыжи"), description: tr("Latuvinkkejä, voitelua ja hiihtovarusteita.", "Spårtips, vallning och skidutrustning.", "Track tips, waxing and skiing gear.", "Loipentipps, Wachsen und Langlaufausrüstung.", "Conseils de piste, fartage et équipement.", "Советы по лыжне, смазке и снаряжению.") },
  { key: "laskettelu", name: tr("Laskettelu", "Utförsåkning", "Downhill skiing", "Skifahren", "Ski alpin", "Горные лыжи"), description: tr("Rinteet, lumiturvallisuus ja laskettelun varusteet.", "Backar, lavinsäkerhet och utförsutrustning.", "Slopes, snow safety and downhill gear.", "Pisten, Lawinensicherheit und Skiausrüstung.", "Pistes, sécurité neige et équipement alpin.", "Склоны, лавинная безопасность и снаряжение.") },
  { key: "kiipeily", name: tr("Kiipeily", "Klättring", "Climbing", "Klettern", "Escalade", "Скалолазание"), description: tr("Kalliot, salit ja kiipeilyn perustaidot.", "Klippor, hallar och grunderna i klättring.", "Crags, walls and the basics of climbing.", "Felsen, Hallen und Grundlagen des Kletterns.", "Falaises, salles et bases de l'escalade.", "Скалы, залы и основы лазания.") },
  { key: "pyoraily", name: tr("Pyöräily", "Cykling", "Cycling", "Radfahren", "Vélo", "Велоспорт"), description: tr("Maastopyöräilyä, pyöräretkiä ja huoltoa.", "Terrängcykling, cykelturer och service.", "Mountain biking, bike trips and maintenance.", "Mountainbiken, Radtouren und Wartung.", "VTT, balades à vélo et entretien.", "Маунтинбайк, велопоходы и обслуживание.") },
  { key: "tuotetestit", name: tr("Tuotetestit", "Produkttester", "Product tests", "Produkttests", "Tests produits", "Тесты товаров"), description: tr("Testasimme varusteet maastossa: mikä toimi ja mikä ei.", "Vi testade utrustningen i terrängen: vad fungerade och vad inte.", "We tested the gear in the field: what worked and what did not.", "Wir haben die Ausrüstung draußen getestet: was taugt und was nicht.", "Nous avons testé l'équipement sur le terrain : ce qui marche et ce qui ne marche pas.", "Мы проверили снаряжение на природе: что работает, а что нет.") },
  { key: "tapahtumat", name: tr("Tapahtumat", "Evenemang", "Events", "Veranstaltungen", "Événements", "События"), description: tr("Retket, kurssit ja myymälätapahtumat.", "Utflykter, kurser och butiksevenemang.", "Trips, courses and store events.", "Touren, Kurse und Events in den Filialen.", "Sorties, cours et événements en magasin.", "Походы, курсы и события в магазинах.") },
];

export interface BloggerSeed {
  slug: string;
  name: string;
  hex: string;
  title: Texts;
  bio: Texts;
}

export const BLOGGERS: BloggerSeed[] = [
  {
    slug: "aino-kallio",
    name: "Aino Kallio",
    hex: "2f6b4f",
    title: tr("Erätaitokouluttaja, Kilpisjärvi", "Vildmarksinstruktör, Kilpisjärvi", "Wilderness instructor, Kilpisjärvi", "Wildnistrainerin, Kilpisjärvi", "Instructrice de survie, Kilpisjärvi", "Инструктор по выживанию, Килписъярви"),
    bio: tr("Aino on vaeltanut Käsivarren erämaassa kaksikymmentä kesää ja opettaa retkeilyn perustaitoja kursseillamme.", "Aino har vandrat i Armens ödemark i tjugo somrar och lär ut grunderna i friluftsliv på våra kurser.", "Aino has hiked the Käsivarsi wilderness for twenty summers and teaches the basics of the outdoors on our courses.", "Aino wandert seit zwanzig Sommern in der Wildnis von Käsivarsi und unterrichtet die Grundlagen in unseren Kursen.", "Aino randonne dans le désert de Käsivarsi depuis vingt étés et enseigne les bases du plein air dans nos cours.", "Айно двадцать лет ходит по пустошам Кясиварси и преподаёт основы туризма на наших курсах."),
  },
  {
    slug: "mikael-lindqvist",
    name: "Mikael Lindqvist",
    hex: "1f4e8c",
    title: tr("Hiihtovalmentaja, Vuokatti", "Skidtränare, Vuokatti", "Ski coach, Vuokatti", "Skitrainer, Vuokatti", "Entraîneur de ski, Vuokatti", "Тренер по лыжам, Вуокатти"),
    bio: tr("Mikael valmentaa hiihtäjiä ja laskettelijoita ja testaa jokaisen talven uutuussukset ennen kuin ne tulevat myymälöihin.", "Mikael tränar längd- och utförsåkare och testar vinterns nya skidor innan de kommer till butikerna.", "Mikael coaches cross-country and downhill skiers and tests each winter's new skis before they reach the stores.", "Mikael trainiert Langläufer und Alpinfahrer und testet jeden Winter die neuen Ski, bevor sie in die Filialen kommen.", "Mikael entraîne fondeurs et skieurs alpins et teste les nouveaux skis de chaque hiver avant leur arrivée en magasin.", "Микаэль тренирует лыжников и горнолыжников и тестирует новые лыжи каждой зимы до их появления в магазинах."),
  },
  {
    slug: "sara-nieminen",
    name: "Sara Nieminen",
    hex: "a4462c",
    title: tr("Kiipeilijä ja pyöräilijä, Tampere", "Klättrare och cyklist, Tammerfors", "Climber and cyclist, Tampere", "Kletterin und Radfahrerin, Tampere", "Grimpeuse et cycliste, Tampere", "Скалолаз и велосипедист, Тампере"),
    bio: tr("Sara kiipeää Pirkanmaan kallioilla ja ajaa maastopyörällä ympäri vuoden. Hän kirjoittaa siitä, mitä mukaan kannattaa ottaa.", "Sara klättrar på Birkalands klippor och cyklar terräng året runt. Hon skriver om vad som är värt att ta med.", "Sara climbs the crags of Pirkanmaa and rides her mountain bike all year. She writes about what is worth taking along.", "Sara klettert an den Felsen von Pirkanmaa und fährt das ganze Jahr Mountainbike. Sie schreibt darüber, was mit soll.", "Sara grimpe sur les falaises du Pirkanmaa et roule en VTT toute l'année. Elle écrit sur ce qu'il vaut la peine d'emporter.", "Сара лазает по скалам Пирканмаа и круглый год катается на маунтинбайке. Она пишет о том, что стоит брать с собой."),
  },
];

export interface PostSeed {
  kind: "guide" | "blog";
  category: string;
  blogger: string;
  /** Days before the seed's "today". */
  daysAgo: number;
  scene: "mountains" | "forest" | "lake" | "snow" | "fell" | "coast";
  palette: "dawn" | "day" | "dusk" | "night" | "winter";
  /** Key of the product group whose models the post recommends. */
  group: string;
  title: Texts;
  lead: Texts;
  /** Paragraphs of the body after the lead. */
  body: Texts[];
}

export const POSTS: PostSeed[] = [
  {
    kind: "guide", category: "vaellus", blogger: "aino-kallio", daysAgo: 3, scene: "fell", palette: "day", group: "backpacks",
    title: tr("Ensimmäinen vaellus tunturissa", "Din första fjällvandring", "Your first hike on the fells", "Deine erste Fjellwanderung", "Votre première randonnée sur les fjells", "Ваш первый поход по сопкам"),
    lead: tr("Näin valitset reitin, pakkaat rinkan ja pysyt kuivana ensimmäisellä tunturivaelluksellasi.", "Så väljer du led, packar ryggsäcken och håller dig torr på din första fjällvandring.", "How to choose a trail, pack your rucksack and stay dry on your first hike on the fells.", "So wählst du die Route, packst den Rucksack und bleibst auf deiner ersten Fjelltour trocken.", "Comment choisir l'itinéraire, faire son sac et rester au sec lors de sa première randonnée.", "Как выбрать маршрут, собрать рюкзак и остаться сухим в первом походе по сопкам."),
    body: [
      tr("Valitse ensimmäiseksi reitiksi merkitty polku, jonka varrella on autiotupia. Kolme päivää ja 40 kilometriä riittää hyvin.", "Välj en märkt led med ödestugor för din första tur. Tre dagar och 40 kilometer räcker gott.", "For a first trip, choose a marked trail with open wilderness huts. Three days and 40 kilometres is plenty.", "Wähle für die erste Tour einen markierten Weg mit offenen Hütten. Drei Tage und 40 Kilometer reichen.", "Pour une première sortie, choisissez un sentier balisé avec des refuges. Trois jours et 40 kilomètres suffisent.", "Для первого раза выберите маркированную тропу с избушками. Трёх дней и 40 километров вполне достаточно."),
      tr("Pakkaa painavat tavarat selkää vasten ja lähelle lapaluita. Rinkka, jossa on säädettävä selkäosa, tekee päivistä kevyempiä.", "Packa tunga saker nära ryggen och högt upp. En ryggsäck med justerbar rygg gör dagarna lättare.", "Pack heavy things against your back and high up. A rucksack with an adjustable back makes the days lighter.", "Schweres gehört nah an den Rücken und nach oben. Ein Rucksack mit verstellbarem Rücken macht die Tage leichter.", "Placez les objets lourds contre le dos et en hauteur. Un sac à dos réglable rend les journées plus légères.", "Тяжёлые вещи кладите ближе к спине и повыше. Рюкзак с регулируемой спинкой облегчает дни."),
    ],
  },
  {
    kind: "guide", category: "vaellus", blogger: "aino-kallio", daysAgo: 12, scene: "forest", palette: "dusk", group: "jackets",
    title: tr("Kerrospukeutuminen retkellä", "Klä dig i lager på tur", "Dressing in layers outdoors", "Das Zwiebelprinzip draußen", "S'habiller en couches en plein air", "Многослойная одежда в походе"),
    lead: tr("Aluskerros, välikerros ja kuori: kolme kerrosta, joilla pärjäät kesästä talveen.", "Underlager, mellanlager och skal: tre lager som räcker från sommar till vinter.", "Base layer, mid layer and shell: three layers that take you from summer to winter.", "Basisschicht, Isolationsschicht und Außenschicht: drei Lagen vom Sommer bis zum Winter.", "Couche de base, couche intermédiaire et veste : trois couches de l'été à l'hiver.", "Базовый слой, утеплитель и мембрана: три слоя с лета до зимы."),
    body: [
      tr("Aluskerros siirtää kosteuden pois iholta. Merinovilla pysyy lämpimänä märkänäkin eikä ala haista.", "Underlagret för bort fukt från huden. Merinoull värmer även blöt och luktar inte.", "The base layer moves moisture away from your skin. Merino wool stays warm when wet and does not start to smell.", "Die Basisschicht leitet Feuchtigkeit ab. Merinowolle wärmt auch nass und riecht nicht.", "La couche de base évacue l'humidité. La laine mérinos reste chaude mouillée et ne sent pas.", "Базовый слой отводит влагу. Шерсть мериноса греет даже мокрой и не пахнет."),
      tr("Kuorikerros pitää tuulen ja sateen. Tarkista vesipilari ja hengittävyys: pitkällä nousulla hengittävyys ratkaisee.", "Skalet stoppar vind och regn. Kolla vattenpelare och andningsförmåga: i långa stigningar avgör andningen.", "The shell keeps out wind and rain. Check the waterproof rating and breathability: on a long climb breathability decides.", "Die Außenschicht hält Wind und Regen ab. Auf langen Anstiegen entscheidet die Atmungsaktivität.", "La veste arrête vent et pluie. Dans une longue montée, c'est la respirabilité qui compte.", "Мембрана защищает от ветра и дождя. На долгом подъёме решает паропроницаемость."),
    ],
  },
  {
    kind: "guide", category: "hiihto", blogger: "mikael-lindqvist", daysAgo: 20, scene: "snow", palette: "winter", group: "nordic",
    title: tr("Murtomaasuksien valinta", "Att välja längdskidor", "Choosing cross-country skis", "Langlaufski richtig wählen", "Bien choisir ses skis de fond", "Как выбрать беговые лыжи"),
    lead: tr("Perinteinen vai vapaa, pito vai luisto: näin löydät sukset, jotka sopivat painollesi ja ladullesi.", "Klassiskt eller skate, fäste eller glid: så hittar du skidor som passar din vikt och ditt spår.", "Classic or skate, grip or glide: how to find skis that suit your weight and your tracks.", "Klassisch oder Skating, Haftung oder Gleiten: so findest du Ski für dein Gewicht und deine Loipe.", "Classique ou skating, adhérence ou glisse : trouvez des skis adaptés à votre poids et à vos pistes.", "Классика или конёк, держание или скольжение: как подобрать лыжи под свой вес и лыжню."),
    body: [
      tr("Suksen jäykkyys valitaan painon mukaan. Liian jäykkä suksi luistaa mutta ei pidä, liian pehmeä pitää mutta jarruttaa.", "Skidans styvhet väljs efter vikt. För styv glider men fäster inte, för mjuk fäster men bromsar.", "Ski stiffness is chosen by weight. Too stiff glides but does not grip; too soft grips but brakes.", "Die Härte richtet sich nach dem Gewicht. Zu hart gleitet, haftet aber nicht; zu weich haftet, bremst aber.", "La raideur se choisit selon le poids. Trop raide, il glisse sans accrocher ; trop souple, il accroche mais freine.", "Жёсткость выбирают по весу. Слишком жёсткая лыжа скользит, но не держит; слишком мягкая держит, но тормозит."),
      tr("Hiihtovelhomme ehdottaa sauvojen ja suksien pituudet pituutesi ja painosi perusteella.", "Vår skidguide föreslår längder på skidor och stavar utifrån din längd och vikt.", "Our ski wizard suggests ski and pole lengths from your height and weight.", "Unser Ski-Assistent schlägt Ski- und Stocklängen nach Größe und Gewicht vor.", "Notre assistant ski propose les longueurs de skis et de bâtons selon votre taille et votre poids.", "Наш лыжный помощник подскажет длину лыж и палок по росту и весу."),
    ],
  },
  {
    kind: "guide", category: "laskettelu", blogger: "mikael-lindqvist", daysAgo: 27, scene: "mountains", palette: "winter", group: "alpine",
    title: tr("Laskettelukypärän ja -lasien sovitus", "Prova hjälm och goggles", "Fitting a ski helmet and goggles", "Skihelm und Brille richtig anpassen", "Ajuster casque et masque de ski", "Как подобрать шлем и маску"),
    lead: tr("Kypärä suojaa vain, jos se istuu. Mittaa pää, kokeile lasien kanssa ja säädä ennen rinteeseen menoa.", "En hjälm skyddar bara om den sitter. Mät huvudet, prova med goggles och justera före backen.", "A helmet only protects if it fits. Measure your head, try it with the goggles and adjust before the slope.", "Ein Helm schützt nur, wenn er sitzt. Kopf messen, mit Brille probieren und vor der Piste einstellen.", "Un casque ne protège que s'il est bien ajusté. Mesurez votre tête, essayez avec le masque et réglez avant la piste.", "Шлем защищает, только если сидит правильно. Измерьте голову, примерьте с маской и отрегулируйте до склона."),
    body: [
      tr("Mittaa pään ympärys kulmakarvojen yläpuolelta. Kypärän ei pidä liikkua, kun ravistat päätä.", "Mät huvudets omkrets ovanför ögonbrynen. Hjälmen ska inte röra sig när du skakar på huvudet.", "Measure round your head just above the eyebrows. The helmet should not move when you shake your head.", "Miss den Kopfumfang über den Augenbrauen. Der Helm darf sich beim Kopfschütteln nicht bewegen.", "Mesurez le tour de tête au-dessus des sourcils. Le casque ne doit pas bouger quand vous secouez la tête.", "Измерьте обхват головы над бровями. Шлем не должен двигаться, когда вы трясёте головой."),
      tr("Lasien ja kypärän väliin ei saa jäädä rakoa: kylmä otsa on merkki huonosta yhdistelmästä.", "Det ska inte finnas något glapp mellan goggles och hjälm: en kall panna är ett dåligt tecken.", "There should be no gap between goggles and helmet: a cold forehead is a sign of a poor match.", "Zwischen Brille und Helm darf keine Lücke sein: eine kalte Stirn ist ein schlechtes Zeichen.", "Aucun espace ne doit rester entre masque et casque : un front froid est mauvais signe.", "Между маской и шлемом не должно быть зазора: холодный лоб — плохой знак."),
    ],
  },
  {
    kind: "guide", category: "kiipeily", blogger: "sara-nieminen", daysAgo: 35, scene: "mountains", palette: "dawn", group: "climbing",
    title: tr("Kalliokiipeilyn aloittaminen", "Kom igång med klippklättring", "Getting started with rock climbing", "Einstieg ins Felsklettern", "Débuter l'escalade en falaise", "Как начать лазать по скалам"),
    lead: tr("Salilta kalliolle: mitä varusteita tarvitset ja miksi ensimmäiset kerrat kannattaa mennä kurssin kanssa.", "Från hallen till klippan: vilken utrustning du behöver och varför de första gångerna bör vara en kurs.", "From the wall to the crag: the gear you need and why your first times outside should be a course.", "Von der Halle an den Fels: welche Ausrüstung du brauchst und warum die ersten Male ein Kurs sein sollten.", "De la salle à la falaise : l'équipement nécessaire et pourquoi commencer par un cours.", "Из зала на скалы: какое снаряжение нужно и почему начинать стоит с курса."),
    body: [
      tr("Tarvitset valjaat, kypärän, kiipeilykengät ja varmistuslaitteen. Köyden ja välineet voit aluksi lainata kurssilta.", "Du behöver sele, hjälm, klätterskor och säkringsbroms. Rep och utrustning kan du först låna på kursen.", "You need a harness, a helmet, climbing shoes and a belay device. The rope and hardware can be borrowed on a course at first.", "Du brauchst Gurt, Helm, Kletterschuhe und Sicherungsgerät. Seil und Material leiht man anfangs im Kurs.", "Il vous faut baudrier, casque, chaussons et système d'assurage. La corde peut être prêtée en cours au début.", "Нужны обвязка, каска, скальные туфли и страховочное устройство. Верёвку сначала можно взять на курсе."),
      tr("Kiipeilykenkä saa puristaa, mutta ei sattua. Kokeile kenkiä illalla, kun jalka on turvoksissa.", "Klätterskon får klämma men inte göra ont. Prova skor på kvällen när foten är svullen.", "A climbing shoe may pinch but must not hurt. Try shoes on in the evening when your feet are swollen.", "Der Kletterschuh darf drücken, aber nicht schmerzen. Probiere abends, wenn die Füße geschwollen sind.", "Un chausson peut serrer mais pas faire mal. Essayez-les le soir, quand le pied est gonflé.", "Скальная туфля может жать, но не причинять боль. Мерьте вечером, когда нога отекает."),
    ],
  },
  {
    kind: "guide", category: "pyoraily", blogger: "sara-nieminen", daysAgo: 41, scene: "forest", palette: "day", group: "cycling",
    title: tr("Maastopyörän kevättarkastus", "Vårservice för mountainbiken", "Spring check for your mountain bike", "Frühjahrscheck fürs Mountainbike", "Révision de printemps du VTT", "Весенний осмотр маунтинбайка"),
    lead: tr("Ketju, jarrut, renkaat ja jousitus: kymmenen minuutin tarkastus ennen ensimmäistä lenkkiä.", "Kedja, bromsar, däck och fjädring: tio minuters koll före första turen.", "Chain, brakes, tyres and suspension: a ten-minute check before your first ride.", "Kette, Bremsen, Reifen und Federung: ein Zehn-Minuten-Check vor der ersten Ausfahrt.", "Chaîne, freins, pneus et suspension : dix minutes de contrôle avant la première sortie.", "Цепь, тормоза, шины и подвеска: десятиминутная проверка перед первой поездкой."),
    body: [
      tr("Puhdista ja voitele ketju. Venynyt ketju kuluttaa rattaat, joten mittaa se ketjumittarilla.", "Rengör och smörj kedjan. En sträckt kedja sliter drevet, så mät den med kedjemätare.", "Clean and lube the chain. A stretched chain wears the cassette, so measure it with a chain checker.", "Kette reinigen und ölen. Eine gelängte Kette verschleißt die Kassette, also mit der Kettenlehre messen.", "Nettoyez et lubrifiez la chaîne. Une chaîne allongée use la cassette : mesurez-la.", "Очистите и смажьте цепь. Растянутая цепь изнашивает кассету, проверьте её калибром."),
      tr("Jos jarrut tuntuvat pehmeiltä, tuo pyörä huoltoomme: ilmaus tehdään yleensä samana päivänä.", "Känns bromsarna mjuka, lämna cykeln på service: luftning görs oftast samma dag.", "If the brakes feel soft, bring the bike to our workshop: bleeding is usually done the same day.", "Fühlen sich die Bremsen weich an, bring das Rad in unsere Werkstatt: Entlüften geht meist am selben Tag.", "Si les freins sont mous, apportez le vélo à notre atelier : la purge se fait souvent le jour même.", "Если тормоза мягкие, привезите велосипед в сервис: прокачка обычно в тот же день."),
    ],
  },
  {
    kind: "guide", category: "tuotetestit", blogger: "aino-kallio", daysAgo: 8, scene: "lake", palette: "dusk", group: "footwear",
    title: tr("Testissä: kuusi vaelluskenkää", "Test: sex vandringskängor", "Tested: six hiking boots", "Im Test: sechs Wanderschuhe", "Test : six chaussures de randonnée", "Тест: шесть пар треккинговых ботинок"),
    lead: tr("Kävelimme kuudella kengällä yhteensä 600 kilometriä kivikossa, suolla ja lumessa.", "Vi gick 600 kilometer i sex kängor i stenterräng, myr och snö.", "We walked 600 kilometres in six boots across rocks, bogs and snow.", "Wir sind mit sechs Schuhen 600 Kilometer über Fels, Moor und Schnee gelaufen.", "Nous avons parcouru 600 kilomètres avec six paires, sur rochers, tourbières et neige.", "Мы прошли 600 километров в шести парах по камням, болотам и снегу."),
    body: [
      tr("Kalvollinen kenkä piti jalat kuivina suolla, mutta helteellä kalvoton hengitti selvästi paremmin.", "Kängan med membran höll fötterna torra på myren, men i värmen andades den utan membran bättre.", "The boots with a membrane kept our feet dry in the bog, but in the heat the ones without breathed far better.", "Der Schuh mit Membran hielt im Moor trocken, bei Hitze atmete der ohne Membran deutlich besser.", "La chaussure à membrane gardait les pieds au sec dans la tourbière, mais par forte chaleur celle sans membrane respirait mieux.", "Ботинки с мембраной держали ноги сухими на болоте, но в жару без мембраны дышали лучше."),
      tr("Voittaja oli keskijäykkä varsikenkä, jonka pohja piti märällä kalliolla. Katso testatut kengät alta.", "Vinnaren var en medelstyv känga vars sula höll på våt klippa. Se de testade skorna nedan.", "The winner was a medium-stiff boot whose sole held on wet rock. See the tested boots below.", "Sieger war ein mittelsteifer Stiefel, dessen Sohle auf nassem Fels griff. Die getesteten Schuhe findest du unten.", "Le gagnant : une chaussure mi-rigide dont la semelle accroche sur rocher mouillé. Voir les modèles testés ci-dessous.", "Победили ботинки средней жёсткости с подошвой, держащей на мокрой скале. Протестированные модели — ниже."),
    ],
  },
  {
    kind: "guide", category: "tapahtumat", blogger: "mikael-lindqvist", daysAgo: 2, scene: "snow", palette: "dawn", group: "nordic",
    title: tr("Hiihtokoulu alkaa myymälöissämme", "Skidskolan börjar i våra butiker", "Ski school starts at our stores", "Skischule in unseren Filialen", "L'école de ski commence dans nos magasins", "В наших магазинах стартует лыжная школа"),
    lead: tr("Ilmaiset aloittelijoiden hiihtokurssit lauantaisin tammi–maaliskuussa. Suksia voi lainata paikan päällä.", "Gratis nybörjarkurser i skidåkning på lördagar januari–mars. Skidor kan lånas på plats.", "Free beginners' ski lessons on Saturdays from January to March. Skis can be borrowed on the spot.", "Kostenlose Anfängerkurse samstags von Januar bis März. Ski können vor Ort geliehen werden.", "Cours de ski gratuits pour débutants le samedi de janvier à mars. Prêt de skis sur place.", "Бесплатные занятия для начинающих по субботам с января по март. Лыжи можно взять на месте."),
    body: [
      tr("Kurssi kestää puolitoista tuntia, ja ryhmässä on enintään kymmenen hiihtäjää. Ilmoittaudu lähimpään myymälään.", "Kursen är en och en halv timme och gruppen har högst tio åkare. Anmäl dig i närmaste butik.", "A lesson lasts an hour and a half, with at most ten skiers per group. Sign up at your nearest store.", "Ein Kurs dauert anderthalb Stunden, höchstens zehn Teilnehmende pro Gruppe. Anmeldung in der nächsten Filiale.", "Un cours dure une heure et demie, dix skieurs au plus par groupe. Inscription dans le magasin le plus proche.", "Занятие длится полтора часа, в группе не больше десяти человек. Запись в ближайшем магазине."),
    ],
  },
  {
    kind: "blog", category: "vaellus", blogger: "aino-kallio", daysAgo: 1, scene: "fell", palette: "dusk", group: "hiking",
    title: tr("Ruska Käsivarressa", "Höstfärger i Armen", "Autumn colours in Käsivarsi", "Herbstfarben in Käsivarsi", "Couleurs d'automne à Käsivarsi", "Золотая осень в Кясиварси"),
    lead: tr("Viikko Haltin maisemissa: pakkasaamuja, punaisia tunturikoivuja ja yksi unohtunut lusikka.", "En vecka kring Halti: frostiga morgnar, röda fjällbjörkar och en bortglömd sked.", "A week around Halti: frosty mornings, red mountain birches and one forgotten spoon.", "Eine Woche um den Halti: frostige Morgen, rote Fjellbirken und ein vergessener Löffel.", "Une semaine autour du Halti : matins de gel, bouleaux rouges et une cuillère oubliée.", "Неделя у Халти: морозные утра, красные берёзы и одна забытая ложка."),
    body: [
      tr("Ruska-aikaan yöt ovat jo pakkasella, joten makuupussin mukavuuslämpötilan kannattaa olla vähintään −5 astetta.", "Under ruskan är nätterna redan kalla, så sovsäckens komforttemperatur bör vara minst −5 grader.", "In autumn the nights are already below freezing, so your sleeping bag's comfort rating should be at least −5 degrees.", "Im Herbst frieren die Nächte schon, der Schlafsack sollte bis mindestens −5 Grad komfortabel sein.", "En automne, les nuits gèlent déjà : visez un sac de couchage confortable à −5 degrés au moins.", "Осенью ночи уже морозные, так что комфортная температура спальника — не выше −5 градусов."),
      tr("Lusikan unohdin Kilpisjärvelle. Puukolla veistetty koivulusikka kelpasi koko viikon.", "Skeden glömde jag i Kilpisjärvi. En björksked täljd med kniven dugde hela veckan.", "I left my spoon in Kilpisjärvi. A birch spoon carved with my knife did the job all week.", "Den Löffel ließ ich in Kilpisjärvi. Ein geschnitzter Birkenlöffel tat es die ganze Woche.", "J'ai oublié ma cuillère à Kilpisjärvi. Une cuillère en bouleau taillée au couteau a fait l'affaire toute la semaine.", "Ложку я забыла в Килписъярви. Вырезанная ножом берёзовая ложка прослужила всю неделю."),
    ],
  },
  {
    kind: "blog", category: "hiihto", blogger: "mikael-lindqvist", daysAgo: 5, scene: "snow", palette: "day", group: "nordic",
    title: tr("Ensilumen latu Vuokatissa", "Första snöns spår i Vuokatti", "First-snow tracks in Vuokatti", "Die erste Loipe in Vuokatti", "Premières traces à Vuokatti", "Первая лыжня в Вуокатти"),
    lead: tr("Säilölumilatu avautui, ja ensimmäiset kilometrit muistuttivat, miksi tasapainoa kannattaa harjoitella jo syksyllä.", "Det sparade snöspåret öppnade och de första kilometrarna påminde om varför balans ska tränas redan på hösten.", "The stored-snow track opened, and the first kilometres reminded me why balance is worth training in the autumn.", "Die Loipe aus konserviertem Schnee ist offen, und die ersten Kilometer zeigten, warum man Balance schon im Herbst üben sollte.", "La piste de neige stockée a ouvert, et les premiers kilomètres rappellent pourquoi travailler l'équilibre dès l'automne.", "Открылась лыжня из сохранённого снега, и первые километры напомнили, зачем тренировать равновесие осенью."),
    body: [
      tr("Säilölumi on kovaa ja nopeaa. Luistosuksille riittää yleisluisto, pitosuksiin kannattaa valita kova pitovoide.", "Sparad snö är hård och snabb. Till skateskidor räcker ett allroundglid, till klassiska ett hårt fästvalla.", "Stored snow is hard and fast. An all-round glide wax is enough for skate skis; classic skis want a hard grip wax.", "Konservierter Schnee ist hart und schnell. Für Skating reicht Allround-Gleitwachs, klassisch braucht hartes Steigwachs.", "La neige stockée est dure et rapide. Un fart de glisse universel suffit en skating ; en classique, un fart de retenue dur.", "Сохранённый снег жёсткий и быстрый. Для конька хватит универсальной мази скольжения, для классики — твёрдой мази держания."),
    ],
  },
  {
    kind: "blog", category: "laskettelu", blogger: "mikael-lindqvist", daysAgo: 16, scene: "mountains", palette: "day", group: "alpine",
    title: tr("Kevätkeli ja pehmeä lumi", "Vårföre och mjuk snö", "Spring conditions and soft snow", "Frühlingsschnee und weiche Pisten", "Neige de printemps", "Весенний снег на склоне"),
    lead: tr("Huhtikuun rinteet ovat parhaimmillaan aamupäivällä. Näin lasket sohjossa väsymättä.", "Aprilbackarna är bäst på förmiddagen. Så åker du i blötsnö utan att tröttna.", "April slopes are at their best in the morning. How to ski slush without tiring.", "Die Pisten im April sind vormittags am besten. So fährst du im Sulz, ohne zu ermüden.", "Les pistes d'avril sont meilleures le matin. Comment skier dans la neige molle sans s'épuiser.", "Апрельские склоны лучше всего утром. Как кататься по мокрому снегу и не уставать."),
    body: [
      tr("Pidä paino keskellä ja käännä pyöreästi. Leveämpi suksi kantaa pehmeässä lumessa paremmin.", "Håll vikten centrerad och svängarna runda. En bredare skida bär bättre i mjuk snö.", "Keep your weight centred and your turns round. A wider ski floats better in soft snow.", "Gewicht mittig halten, runde Schwünge fahren. Ein breiterer Ski trägt im weichen Schnee besser.", "Gardez le poids centré et des virages ronds. Un ski plus large porte mieux dans la neige molle.", "Держите вес по центру и поворачивайте плавно. Широкая лыжа лучше держит в мягком снегу."),
    ],
  },
  {
    kind: "blog", category: "kiipeily", blogger: "sara-nieminen", daysAgo: 23, scene: "lake", palette: "day", group: "climbing",
    title: tr("Olhavan kesäpäivä", "En sommardag på Olhava", "A summer day at Olhava", "Ein Sommertag in Olhava", "Une journée d'été à Olhava", "Летний день на Олхаве"),
    lead: tr("Suomen tunnetuin kiipeilykallio houkuttelee järven rannalle. Kirjoitin ylös, mitä repussa oli.", "Finlands mest kända klätterklippa lockar till sjöstranden. Jag skrev ner vad som fanns i ryggsäcken.", "Finland's best-known crag draws climbers to the lakeshore. I wrote down what was in my pack.", "Finnlands bekanntester Kletterfels lockt ans Seeufer. Ich habe notiert, was im Rucksack war.", "La falaise la plus connue de Finlande attire au bord du lac. J'ai noté le contenu de mon sac.", "Самая известная скала Финляндии манит к озеру. Я записала, что было в рюкзаке."),
    body: [
      tr("Kaksi litraa vettä, kevyt tuulitakki, pikajauhot ja liikaa sokeria. Kallio lämpenee iltapäivällä, joten aloitimme aikaisin.", "Två liter vatten, en lätt vindjacka, magnesium och för mycket socker. Klippan blir varm på eftermiddagen, så vi började tidigt.", "Two litres of water, a light wind jacket, chalk and too much sugar. The rock heats up in the afternoon, so we started early.", "Zwei Liter Wasser, eine leichte Windjacke, Chalk und zu viel Zucker. Der Fels wird nachmittags warm, also früh los.", "Deux litres d'eau, un coupe-vent léger, de la magnésie et trop de sucre. Le rocher chauffe l'après-midi : départ tôt.", "Два литра воды, лёгкая ветровка, магнезия и слишком много сладкого. Днём скала нагревается, поэтому начали рано."),
    ],
  },
  {
    kind: "blog", category: "pyoraily", blogger: "sara-nieminen", daysAgo: 30, scene: "forest", palette: "dawn", group: "bikes",
    title: tr("Pyörällä Pirkan kierrokselle", "Med cykel runt Birkaland", "Cycling the Pirkka loop", "Mit dem Rad um Pirkanmaa", "La boucle du Pirkanmaa à vélo", "Велокольцо Пирканмаа"),
    lead: tr("Kolmen päivän pyöräretki soratiellä ja metsäpoluilla, majoitus riippumatossa.", "En tredagars cykeltur på grusväg och skogsstigar, övernattning i hängmatta.", "A three-day ride on gravel roads and forest paths, sleeping in a hammock.", "Drei Tage auf Schotter und Waldwegen, übernachtet in der Hängematte.", "Trois jours sur routes de gravier et sentiers forestiers, nuits en hamac.", "Три дня по гравийкам и лесным тропам, ночёвки в гамаке."),
    body: [
      tr("Runkolaukku pitää painopisteen matalalla. Pakkaa raskaat tavarat runkoon ja kevyet ohjaustankoon.", "En ramväska håller tyngdpunkten låg. Packa tunga saker i ramen och lätta på styret.", "A frame bag keeps the centre of gravity low. Pack heavy things in the frame and light ones on the bars.", "Eine Rahmentasche hält den Schwerpunkt tief. Schweres in den Rahmen, Leichtes an den Lenker.", "Une sacoche de cadre garde le centre de gravité bas. Le lourd dans le cadre, le léger au guidon.", "Рамная сумка держит центр тяжести низко. Тяжёлое — в раму, лёгкое — на руль."),
    ],
  },
  {
    kind: "blog", category: "tuotetestit", blogger: "sara-nieminen", daysAgo: 45, scene: "coast", palette: "day", group: "mid-layers",
    title: tr("Testasin kolme kevyttä välikerrosta", "Jag testade tre lätta mellanlager", "I tested three light mid layers", "Drei leichte Midlayer im Test", "J'ai testé trois couches intermédiaires légères", "Я протестировала три лёгких утеплителя"),
    lead: tr("Fleece, villa ja synteettinen täyte samalla kuukauden saaristoretkellä: kuka voitti?", "Fleece, ull och syntetisk fyllning på samma månadslånga skärgårdstur: vem vann?", "Fleece, wool and synthetic fill on the same month in the archipelago: which won?", "Fleece, Wolle und Kunstfaser einen Monat lang in den Schären: wer gewinnt?", "Polaire, laine et synthétique pendant un mois dans l'archipel : lequel gagne ?", "Флис, шерсть и синтетика — месяц в шхерах: кто победил?"),
    body: [
      tr("Synteettinen täyte lämmitti märkänä parhaiten, villa hengitti parhaiten ja fleece kuivui nopeimmin.", "Syntetfyllningen värmde bäst blöt, ullen andades bäst och fleecen torkade snabbast.", "The synthetic fill was warmest when wet, wool breathed best and fleece dried fastest.", "Kunstfaser wärmte nass am besten, Wolle atmete am besten, Fleece trocknete am schnellsten.", "Le synthétique chauffait le mieux mouillé, la laine respirait le mieux et la polaire séchait le plus vite.", "Синтетика лучше всех грела мокрой, шерсть лучше дышала, а флис быстрее сох."),
    ],
  },
  {
    kind: "blog", category: "tapahtumat", blogger: "aino-kallio", daysAgo: 60, scene: "lake", palette: "night", group: "backpacks",
    title: tr("Retkeilyilta Tampereen myymälässä", "Friluftskväll i Tammerforsbutiken", "Outdoor evening at our Tampere store", "Outdoor-Abend in der Filiale Tampere", "Soirée plein air au magasin de Tampere", "Вечер туризма в магазине в Тампере"),
    lead: tr("Yli sata retkeilijää kuunteli, miten pakataan viikon vaellukselle alle 12 kilon rinkka.", "Över hundra friluftare lyssnade på hur man packar en ryggsäck under 12 kilo för en veckas vandring.", "More than a hundred hikers came to hear how to pack a rucksack under 12 kilos for a week on the trail.", "Über hundert Wanderer hörten, wie man für eine Woche einen Rucksack unter 12 Kilo packt.", "Plus de cent randonneurs ont appris à faire un sac de moins de 12 kilos pour une semaine.", "Более ста туристов узнали, как собрать рюкзак до 12 кило на неделю похода."),
    body: [
      tr("Seuraava ilta on keväällä. Tapahtumat ilmoitetaan myymälöiden sivuilla ja uutiskirjeessä.", "Nästa kväll är i vår. Evenemangen meddelas på butikernas sidor och i nyhetsbrevet.", "The next evening is in spring. Events are announced on the store pages and in the newsletter.", "Der nächste Abend ist im Frühjahr. Termine stehen auf den Filialseiten und im Newsletter.", "La prochaine soirée aura lieu au printemps. Les événements sont annoncés sur les pages des magasins et dans la newsletter.", "Следующий вечер — весной. События объявляются на страницах магазинов и в рассылке."),
    ],
  },
];
