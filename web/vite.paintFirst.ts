import type { Plugin, Rollup } from 'vite';

export type PaintFirstOptions = {
  /** The page's source modules (from web/) whose chunks, with their imports, load at once on the paths given. */
  routes: { paths: RegExp; module: string }[];
};

/** A chunk's static imports, and theirs, in load order (the chunk itself not included). */
function importsOf(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, seen = new Set<string>()): string[] {
  for (const name of chunk.imports) {
    if (seen.has(name)) continue;
    seen.add(name);
    const imported = bundle[name];
    if (imported?.type === 'chunk') importsOf(imported, bundle, seen);
  }
  return [...seen];
}

const cssOf = (names: string[], bundle: Rollup.OutputBundle) => [
  ...new Set(
    names.flatMap((name) => {
      const chunk = bundle[name];
      return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
    }),
  ),
];

/**
 * Paint first, then fetch (issue 37): index.html's shell (on the login page, the page's own card) is painted before
 * the app's scripts are asked for. Vite's `<script type="module">` and `<link rel="modulepreload">` tags start
 * their requests while the HTML is parsed; on a fast connection the scripts then run before the first paint, and
 * Lighthouse's model of a slow phone counts every one of them as blocking it (module scripts have "High" priority).
 * Here the built index.html asks for them from a small inline script, after the next frame: the entry, what it
 * imports, and on the paths of `routes` the page's chunks and stylesheet too, in parallel rather than after the
 * entry has run (React.lazy would ask for them then). A tab in the background gets its frame late: the scripts are
 * asked for after 200 ms at the latest. The development server keeps Vite's tags.
 *
 * The inline script changes with every build; the server allows it by its hash (server/src/common/security.ts).
 */
export function paintFirst({ routes }: PaintFirstOptions): Plugin {
  return {
    name: 'hostel-admin:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk, filename }) {
        if (!bundle || !chunk || !filename.endsWith('/index.html')) return html;
        const entryImports = importsOf(chunk, bundle);
        const pages = routes.map(({ paths, module }) => {
          const page = Object.values(bundle).find(
            (output): output is Rollup.OutputChunk =>
              output.type === 'chunk' && !!output.facadeModuleId?.endsWith(`/web/${module}`),
          );
          if (!page) throw new Error(`paintFirst: no chunk for ${module}`);
          const scripts = [page.fileName, ...importsOf(page, bundle)].filter(
            (name) => name !== chunk.fileName && !entryImports.includes(name),
          );
          return { paths: paths.source, scripts, styles: cssOf([page.fileName, ...scripts], bundle) };
        });
        const files = { entry: chunk.fileName, imports: entryImports, pages };
        const tags = new RegExp(
          `\\s*<script type="module" crossorigin src="/${chunk.fileName}"></script>|\\s*<link rel="modulepreload" crossorigin href="/[^"]+">`,
          'g',
        );
        const found = html.match(tags)?.length ?? 0;
        if (found !== 1 + entryImports.length) throw new Error(`paintFirst: ${found} script tags in index.html`);
        const loader = `
    <script>
      // The app's scripts, asked for once the shell above has been painted (web/vite.paintFirst.ts).
      (function (files) {
        var started = false;
        function add(tag, attributes) {
          var element = document.createElement(tag);
          for (var name in attributes) element.setAttribute(name, attributes[name]);
          document.head.appendChild(element);
        }
        function preload(href) {
          add('link', { rel: 'modulepreload', crossorigin: '', href: '/' + href });
        }
        function start() {
          if (started) return;
          started = true;
          add('script', { type: 'module', crossorigin: '', src: '/' + files.entry });
          files.imports.forEach(preload);
          files.pages.forEach(function (page) {
            if (!new RegExp(page.paths).test(location.pathname)) return;
            page.scripts.forEach(preload);
            page.styles.forEach(function (href) {
              add('link', { rel: 'preload', as: 'style', crossorigin: '', href: '/' + href });
            });
          });
        }
        requestAnimationFrame(function () {
          setTimeout(start);
        });
        setTimeout(start, 200);
      })(${JSON.stringify(files)});
    </script>
  `;
        return html.replace(tags, '').replace(/\s*<\/body>/, `${loader}</body>`);
      },
    },
  };
}
