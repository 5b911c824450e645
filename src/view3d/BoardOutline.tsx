/**
 * The 3D board's placeholder: the outline of its stacked levels, drawn in SVG (no WebGL, no
 * three.js), so the board's frame shows its shape and its words from the first paint, while the
 * 3D chunk loads and until the scene is ready (the page's fallback and View3D both show it, in the
 * same place). A small module of its own so the game page can show it without loading the 3D
 * view. Decorative: the status words beside it say what is happening.
 */

/** The outline of `levels` boards, one above the other, as the default camera sees them. */
export function BoardOutline({ levels }: { levels: number }) {
  const count = Math.max(1, levels);
  const step = 56 / count;
  return (
    <svg className="board-outline" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {Array.from({ length: count }, (_, i) => {
        const y = 22 + i * step + step / 2;
        return <polygon key={i} points={`50,${y - 14} 88,${y} 50,${y + 14} 12,${y}`} />;
      })}
    </svg>
  );
}
