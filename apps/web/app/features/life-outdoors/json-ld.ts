// schema.org structured data of the editorial pages (issue 14 "SEO"): Article for a post,
// FAQPage for the FAQ; BreadcrumbList is shared (lib/structured-data.ts).
import type { FaqResponse, PostResponse } from "@polku/domain";
import { textOf } from "../content-pages/content-seo";

export { breadcrumbJsonLd } from "../../lib/structured-data";

export function articleJsonLd(post: PostResponse, input: { url: string; image: string; shopName: string; publicUrl: string; language: string }) {
  return {
    "@context": "https://schema.org",
    "@type": post.kind === "blog" ? "BlogPosting" : "Article",
    headline: post.title,
    description: post.lead,
    image: [input.image],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    inLanguage: input.language,
    mainEntityOfPage: input.url,
    articleSection: post.category.name,
    author: { "@type": "Person", name: post.blogger.name, url: new URL(`/life-outdoors/bloggers/${post.blogger.slug}/`, input.publicUrl).href },
    publisher: { "@type": "Organization", name: input.shopName, url: new URL("/", input.publicUrl).href },
  };
}

export function faqJsonLd(faq: FaqResponse) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faq.categories.flatMap((category) =>
      category.questions.map((q) => ({ "@type": "Question", name: q.question, acceptedAnswer: { "@type": "Answer", text: textOf(q.answer) } })),
    ),
  };
}
