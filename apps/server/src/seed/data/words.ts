// Word lists for model names, reviewer names and review comments.
import { tr, type LanguageCode, type Texts } from "../text";

/** Invented model words; Nordic nature vocabulary reads well in every language. */
export const MODEL_WORDS = [
  "Aska", "Vire", "Kelo", "Routa", "Huurre", "Tuisku", "Kaira", "Viima", "Rakka", "Kiisla", "Halla", "Kajo", "Lumo", "Usva",
  "Noro", "Saivo", "Kuru", "Vaara", "Lampi", "Jänkä", "Palsa", "Virta", "Koski", "Aapa", "Rinne", "Latu", "Ilves", "Kotka",
  "Korppi", "Kettu", "Näätä", "Hanki", "Firn", "Bris", "Vidde", "Skare", "Stig", "Tind", "Breen", "Elv", "Myr", "Ljung",
  "Sjö", "Fjäll", "Storm", "Glimt", "Hvit", "Isfjell", "Nordlys", "Polar", "Sarek", "Ruska", "Kaamos", "Tykky", "Nietos",
];
export const MODEL_SUFFIXES: [string, number][] = [
  ["", 30], ["Pro", 8], ["Lite", 6], ["Light", 4], ["Plus", 4], ["2.0", 3], ["II", 3], ["XT", 3], ["Alpine", 2], ["Trail", 3],
  ["Tour", 3], ["Hybrid", 3], ["Active", 3], ["Expedition", 2], ["Insulated", 2], ["Classic", 3], ["Evo", 2], ["Flex", 2],
];

const FI_NAMES = ["Matti", "Anna", "Juha", "Laura", "Mikko", "Sanna", "Antti", "Johanna", "Ville", "Elina", "Jussi", "Heidi", "Tuomas", "Riikka", "Pekka", "Aino", "Eero", "Kaisa", "Lauri", "Minna"];
const SV_NAMES = ["Erik", "Karin", "Johan", "Sofia", "Anders", "Emma", "Lars", "Maja", "Oskar", "Linnea"];
const EN_NAMES = ["James", "Emily", "Oliver", "Sophie", "Daniel", "Grace", "Thomas", "Hannah", "Jack", "Lucy"];
const DE_NAMES = ["Lukas", "Julia", "Felix", "Lea", "Jonas", "Laura", "Paul", "Marie"];
const FR_NAMES = ["Louis", "Camille", "Hugo", "Manon", "Jules", "Chloé", "Lucas", "Léa"];
const RU_NAMES = ["Алексей", "Мария", "Дмитрий", "Анна", "Сергей", "Ольга", "Иван", "Елена"];
export const REVIEWER_NAMES: Record<LanguageCode, string[]> = { fi: FI_NAMES, sv: SV_NAMES, en: EN_NAMES, de: DE_NAMES, fr: FR_NAMES, ru: RU_NAMES };

/** Review sentences by tone; a comment joins one to three of them. */
export const REVIEW_PHRASES: Record<"good" | "mixed" | "bad", Texts[]> = {
  good: [
    tr("Erittäin hyvä ostos, suosittelen.", "Mycket bra köp, rekommenderas.", "A really good buy, I recommend it.", "Ein sehr guter Kauf, klare Empfehlung.", "Très bon achat, je recommande.", "Отличная покупка, рекомендую."),
    tr("Laatu on huippua ja istuvuus juuri oikea.", "Kvaliteten är toppen och passformen helt rätt.", "Top quality and the fit is just right.", "Top Qualität und die Passform stimmt genau.", "Qualité au top et la taille est parfaite.", "Качество на высоте, сидит идеально."),
    tr("Käytin koko viikon Lapissa, ei moitteita.", "Använde hela veckan i fjällen, inga klagomål.", "Used it for a week in Lapland, no complaints.", "Eine Woche in Lappland benutzt, keine Beanstandungen.", "Utilisé une semaine en Laponie, rien à redire.", "Неделю пользовался в Лапландии — никаких претензий."),
    tr("Kevyt ja silti kestävä.", "Lätt men ändå tålig.", "Light yet durable.", "Leicht und trotzdem robust.", "Léger et pourtant solide.", "Лёгкий и при этом прочный."),
    tr("Myymälästä sai hyvää neuvontaa.", "Fick bra hjälp i butiken.", "Got great advice in the store.", "Im Laden wurde ich gut beraten.", "Très bien conseillé en magasin.", "В магазине хорошо проконсультировали."),
    tr("Toimitus tuli nopeasti.", "Leveransen kom snabbt.", "Delivery was quick.", "Die Lieferung kam schnell.", "Livraison rapide.", "Доставка была быстрой."),
  ],
  mixed: [
    tr("Hyvä tuote, mutta hinta on vähän korkea.", "Bra produkt men priset är lite högt.", "Good product but a bit pricey.", "Gutes Produkt, aber etwas teuer.", "Bon produit mais un peu cher.", "Хороший товар, но дороговато."),
    tr("Koko on hieman pieni, kannattaa valita isompi.", "Storleken är lite liten, välj en större.", "Runs slightly small, size up.", "Fällt etwas klein aus, lieber größer wählen.", "Taille un peu petit, prenez au-dessus.", "Маломерит, берите на размер больше."),
    tr("Toimii, mutta väri oli kuvassa erilainen.", "Fungerar, men färgen såg annorlunda ut på bilden.", "Works, but the colour looked different in the picture.", "Funktioniert, aber die Farbe wirkte auf dem Bild anders.", "Ça marche, mais la couleur diffère de la photo.", "Работает, но цвет на фото другой."),
  ],
  bad: [
    tr("Sauma repesi ensimmäisellä retkellä.", "Sömmen gick upp på första turen.", "A seam split on the first trip.", "Eine Naht ist bei der ersten Tour aufgegangen.", "Une couture a lâché dès la première sortie.", "Шов разошёлся в первом же походе."),
    tr("Ei vastannut odotuksia.", "Motsvarade inte förväntningarna.", "Did not live up to expectations.", "Hat die Erwartungen nicht erfüllt.", "N'a pas répondu à mes attentes.", "Не оправдал ожиданий."),
  ],
};

/** Staff quotes for the Finnish quote box (spec 02 §2 "quote box (fi only)"). */
export const STAFF_QUOTES = [
  "Tämä on ollut oma suosikkini jo kolme kautta – kestää kovaakin käyttöä.",
  "Suosittelen tätä asiakkaille, jotka haluavat yhden varusteen moneen käyttöön.",
  "Testasimme tämän tiimin kanssa Pallaksella, ja se vakuutti kaikki.",
  "Hinta-laatusuhde on valikoimamme parhaita.",
];

export const MODEL_NOTICE: Texts = tr(
  "Huom! Malli on mitoitukseltaan pieni, valitse tavallista suurempi koko.",
  "Obs! Modellen är liten i storleken, välj en större storlek än vanligt.",
  "Note: this model runs small, choose one size up.",
  "Hinweis: Dieses Modell fällt klein aus, bitte eine Größe größer wählen.",
  "Attention : ce modèle taille petit, prenez une taille au-dessus.",
  "Внимание: модель маломерит, выбирайте размер больше обычного.",
);
