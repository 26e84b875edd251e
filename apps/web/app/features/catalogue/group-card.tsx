import { imageUrl } from "@polku/domain";
import type { ProductGroupNode } from "@polku/domain";
import { Link } from "react-router";
import { groupHref } from "../menu/menu-levels";
import styles from "./catalogue.module.css";
import { VIEWPORT_PREFETCH } from "../../lib/prefetch";

/** A product group as a photographic card linking to its page. */
export function GroupCard({ group }: { group: Pick<ProductGroupNode, "name" | "path" | "image"> }) {
  return (
    <Link to={groupHref(group)} prefetch={VIEWPORT_PREFETCH} className={styles.groupCard}>
      <span className={styles.groupMedia}>
        {group.image ? <img src={imageUrl(group.image, "groupCard")} alt="" width={480} height={360} loading="lazy" decoding="async" /> : null}
      </span>
      <span className={styles.groupName}>{group.name}</span>
    </Link>
  );
}

export function GroupCardGrid({ groups, label }: { groups: Pick<ProductGroupNode, "id" | "name" | "path" | "image">[]; label: string }) {
  return (
    <ul className={styles.groupGrid} aria-label={label}>
      {groups.map((group) => (
        <li key={group.id}>
          <GroupCard group={group} />
        </li>
      ))}
    </ul>
  );
}
