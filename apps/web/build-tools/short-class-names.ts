// Short CSS module class names for the production build (docs/performance.md "Step 8"). Every
// card of a product grid repeats a dozen class names, so their length is a large share of a
// group page's HTML: `_cardDescription_vqaz4_132` becomes `cq3x7a2`. A name is "c", five base-36
// characters of the hash of the stylesheet's path (relative to the app, so every checkout and
// both builds, client and server, agree) and the base-36 index of the class in the order the
// stylesheet first names it. The same source always gives the same names; two stylesheets whose
// hashes collide fail the build rather than share a name.
import { createHash } from "node:crypto";
import path from "node:path";

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

export function shortClassNames(root: string): (name: string, filename: string, css: string) => string {
  const fileOfPrefix = new Map<string, string>();
  const classesOfCss = new Map<string, string[]>();
  return (name, filename, css) => {
    const file = path.relative(root, filename.split("?")[0]!).split(path.sep).join("/");
    const digest = createHash("sha256").update(file).digest();
    const prefix = `c${(digest.readUInt32BE(0) % 36 ** 5).toString(36).padStart(5, "0")}`;
    const owner = fileOfPrefix.get(prefix);
    if (owner === undefined) fileOfPrefix.set(prefix, file);
    else if (owner !== file) throw new Error(`CSS module class prefix ${prefix} of ${file} collides with ${owner}`);
    let classes = classesOfCss.get(css);
    if (!classes) {
      classes = [...new Set([...css.matchAll(CLASS)].map((match) => match[1]!))];
      classesOfCss.set(css, classes);
    }
    const index = classes.indexOf(name);
    // A name the source does not spell as `.name` (none today) keeps its own name after the prefix.
    return index === -1 ? `${prefix}-${name}` : `${prefix}${index.toString(36)}`;
  };
}
