/**
 * One-off tool: it drew the stand-in photographs committed in data/images/ while the company's real
 * project photos were not available. Nothing in the build or the tests runs it; it is kept so the set
 * can be drawn again or extended.
 *
 * Every JPEG the content in data/ refers to is drawn as a flat vector illustration of the scene its
 * path describes, composed as SVG and rendered to JPEG with sharp (2400x1600, quality 82, progressive,
 * mozjpeg). Only sharp and Node built-ins.
 *
 * Usage: npx tsx one-off/generate-photos.ts [--force] [--only <substring>] [--list <file>]
 *   (no flags)      walk every *.json under data/, collect every string ending in .jpg
 *                   (relative to that JSON file's folder) and write the missing ones
 *   --force         rewrite them all, even if present
 *   --only <text>   only paths containing <text>
 *   --list <file>   take output paths from <file> instead (one per line, absolute
 *                   or relative to cwd); same missing/--force rule applies
 *
 * Scene = first keyword found in the lower-cased path (folders + file name):
 *   before/after -> that state of the scene named by the rest of the path
 *   turf, hardscape, lighting, pool, coastal, maintenance, community, custom,
 *   about|team|crew|truck -> about, hero; anything else -> a coastal garden.
 * Words further along the path pick variants (putting, play, bocce, dog/pet,
 * rooftop, fire, seat, kitchen, driveway, walkway, stepping, retaining, dock,
 * deck/step, facade, string/patio, accent, palm, spa, shower, privacy, native ...).
 *
 * Determinism: the layout seed is a hash of the path relative to data/ with the
 * words before/after removed (so a before/after pair shows the same yard), and
 * texture/grain use a second seed from the full path. Paths outside data/ (e.g.
 * previews via --list) are keyed from their last "images/" segment, so
 * /tmp/x/images/turf-a.jpg renders exactly like data/images/turf-a.jpg.
 *
 * The seed is the path, so a renamed photo is drawn differently under its new name (same scene,
 * another layout). The photos in data/images were drawn as data/images/<subject>/<name>.jpg and
 * later moved, unchanged, to data/images/<subject>-<name>.jpg: run as it is, this tool draws other
 * pictures for those names. To draw one exactly as committed, give its earlier path through --list,
 * e.g. /tmp/x/images/turf/gallery-bocce-court.jpg for data/images/turf-gallery-bocce-court.jpg.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const W = 2400;
const H = 1600;
const JPEG_OPTIONS: sharp.JpegOptions = { quality: 82, progressive: true, mozjpeg: true };

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(scriptDir, '../data');

// ---------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------

/** Screen point (px) or ground point (x, z in metres), depending on the caller. */
type Vec2 = [number, number];
/** World point in metres: x right, y up, z forward. */
type Vec3 = [number, number, number];
/** A [low, high] interval for Rng.range. */
type Span = [number, number];
/** Gradient stop: offset, colour and optional opacity. */
type Stop = [number, string] | [number, string, number];
/** SVG attributes; undefined, null and false leave the attribute out. */
type Attrs = Record<string, string | number | boolean | null | undefined>;
/** Whether a ground point (x, z) lies in a region. */
type Inside = (x: number, z: number) => boolean;

type Tod = 'day' | 'morning' | 'golden' | 'dusk';
type PhotoState = 'before' | 'after';
type SceneName = 'turf' | 'hardscape' | 'lighting' | 'pool' | 'coastal' | 'maintenance' | 'community' | 'custom' | 'about' | 'hero' | 'garden';
type PaletteName = 'tan' | 'grey' | 'tuscan' | 'travertine' | 'shore';
type PaverPattern = 'herringbone' | 'basketweave' | 'ashlar' | 'running';
type TurfProp = 'green' | 'play' | 'bocce' | 'pool' | 'dog' | 'lounge' | 'none';

interface Rng {
  seed: number;
  next: () => number;
  range: (lo: number, hi: number) => number;
  int: (lo: number, hi: number) => number;
  pick: <const T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  gauss: () => number;
  fork: (label: string) => Rng;
}

interface Scene {
  rng: Rng;
  detail: Rng;
  defs: string[];
  id: (prefix: string) => string;
  linear(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string;
  radial(stops: Stop[], cx: number, cy: number, r: number, extra?: string): string;
  softRadial(stops: Stop[]): string;
  clip(shapeSvg: string): string;
}

interface BlobOptions {
  y?: number;
  n?: number;
  wobble?: number;
  rng?: Rng | null;
  rot?: number;
}

interface Camera {
  horizon: number;
  height: number;
  focal: number;
  yaw: number;
  near: number;
  project: (p: Vec3) => Vec2;
  depth: (x: number, z: number) => number;
  scale: (x: number, z: number) => number;
  poly(points: Vec3[]): Vec2[];
  unproject(sx: number, sy: number): Vec3 | null;
  seg(p: Vec3, q: Vec3): string;
  ground: (x0: number, x1: number, z0: number, z1: number, y?: number) => Vec2[];
  blob(cx: number, cz: number, rx: number, rz: number, options?: BlobOptions): Vec2[];
}

interface Sprites {
  add: (depth: number, svg: string) => void;
  render: () => string;
}

interface SkyPalette {
  top: string;
  mid: string;
  horizon: string;
  sun: string;
  cloud: string;
  cloudShade: string;
  haze: string;
  tint: string | null;
}

/** A ground rectangle in metres. */
interface GroundRect {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

interface SceneInfo {
  scene: SceneName;
  state: PhotoState;
  /** The before/after word found in the path, if any. */
  phase: PhotoState | null;
  /** The seed key, lower-cased: what the scenes search for variant words. */
  key: string;
}

interface SceneResult {
  svg: string;
  tod: Tod;
}

type SceneDraw = (sc: Scene, info: SceneInfo) => SceneResult;

// ---------------------------------------------------------------------------
// Seeded randomness: output must be a pure function of the image path.
// ---------------------------------------------------------------------------

function hashString(str: string): number {
  // FNV-1a with a murmur-style finaliser so similar paths get unrelated seeds.
  let h = 0x811c9dc5;
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    seed,
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    gauss: () => (next() + next() + next() - 1.5) * 1.15,
    // Independent sub-streams: adding a prop to one element must not reshuffle
    // every other element, and before/after pairs share their layout streams.
    fork: (label) => createRng(hashString(`${seed}:${label}`)),
  };
}

// ---------------------------------------------------------------------------
// Colour and SVG helpers
// ---------------------------------------------------------------------------

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

function parseHex(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex(rgb: number[]): string {
  return `#${rgb.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('')}`;
}
function mix(a: string, b: string, t: number): string {
  const A = parseHex(a);
  const B = parseHex(b);
  return toHex(A.map((v, i) => lerp(v, B[i], t)));
}
const shade = (c: string, amt: number): string => (amt >= 0 ? mix(c, '#ffffff', amt) : mix(c, '#000000', -amt));
const jitter = (rng: Rng, c: string, amt = 0.06): string => shade(c, rng.range(-amt, amt));

const f1 = (n: number): string => (Math.round(n * 10) / 10).toString();
const ptsAttr = (pts: Vec2[]): string => pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(' ');

function attrs(o: Attrs = {}): string {
  return Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');
}
// librsvg/cairo slow down badly on geometry far outside the canvas (fences and
// ground planes project to tens of thousands of px), so everything is clipped
// to a margin around the frame before it is written.
const VIEW: [number, number, number, number] = [-120, -120, W + 120, H + 120];

function clipPolygon(pts: Vec2[]): Vec2[] {
  let out = pts;
  const edges: [(p: Vec2) => boolean, (a: Vec2, b: Vec2) => number][] = [
    [(p) => p[0] >= VIEW[0], (a, b) => (VIEW[0] - a[0]) / (b[0] - a[0])],
    [(p) => p[0] <= VIEW[2], (a, b) => (VIEW[2] - a[0]) / (b[0] - a[0])],
    [(p) => p[1] >= VIEW[1], (a, b) => (VIEW[1] - a[1]) / (b[1] - a[1])],
    [(p) => p[1] <= VIEW[3], (a, b) => (VIEW[3] - a[1]) / (b[1] - a[1])],
  ];
  for (const [inside, cut] of edges) {
    if (out.length < 3) return [];
    const next: Vec2[] = [];
    for (let i = 0; i < out.length; i++) {
      const a = out[i];
      const b = out[(i + 1) % out.length];
      const ain = inside(a);
      const bin = inside(b);
      if (ain) next.push(a);
      if (ain !== bin) {
        const t = cut(a, b);
        next.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t]);
      }
    }
    out = next;
  }
  return out;
}

/** Screen segment as path data, clipped to the frame (Liang-Barsky); '' if off-screen. */
function seg(a: Vec2 | null | undefined, b: Vec2 | null | undefined): string {
  if (!a || !b) return '';
  let t0 = 0;
  let t1 = 1;
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const checks = [
    [-dx, a[0] - VIEW[0]],
    [dx, VIEW[2] - a[0]],
    [-dy, a[1] - VIEW[1]],
    [dy, VIEW[3] - a[1]],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return '';
    } else {
      const r = q / p;
      if (p < 0) t0 = Math.max(t0, r);
      else t1 = Math.min(t1, r);
      if (t0 > t1) return '';
    }
  }
  return `M${f1(a[0] + dx * t0)} ${f1(a[1] + dy * t0)}L${f1(a[0] + dx * t1)} ${f1(a[1] + dy * t1)}`;
}

const polygon = (pts: Vec2[], a?: Attrs): string => {
  const c = pts.length >= 3 ? clipPolygon(pts) : [];
  return c.length >= 3 ? `<polygon points="${ptsAttr(c)}" ${attrs(a)}/>` : '';
};
/** Many small shapes as a few paths; cairo rasterises ~400-shape chunks much faster than one huge path. */
function chunkedPath(parts: string[], a: Attrs, size = 400): string {
  let svg = '';
  for (let i = 0; i < parts.length; i += size) svg += `<path d="${parts.slice(i, i + size).join('')}" ${attrs(a)}/>`;
  return svg;
}
const polyline = (pts: Vec2[], a?: Attrs): string => (pts.length >= 2 ? `<polyline points="${ptsAttr(pts)}" fill="none" ${attrs(a)}/>` : '');
const circle = (x: number, y: number, r: number, a?: Attrs): string => `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(Math.max(r, 0.1))}" ${attrs(a)}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, a?: Attrs): string =>
  `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(Math.max(rx, 0.1))}" ry="${f1(Math.max(ry, 0.1))}" ${attrs(a)}/>`;
const rect = (x: number, y: number, w: number, h: number, a?: Attrs): string =>
  `<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" ${attrs(a)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, a?: Attrs): string =>
  `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" ${attrs(a)}/>`;

/** Smooth closed/open path through points (Catmull-Rom), for dunes, beds and hills. */
function smoothPath(pts: Vec2[], closed = false): string {
  const n = pts.length;
  const get = (i: number): Vec2 => (closed ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)]);
  let d = `M${f1(pts[0][0])} ${f1(pts[0][1])}`;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const p0 = get(i - 1);
    const p1 = get(i);
    const p2 = get(i + 1);
    const p3 = get(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f1(c1[0])} ${f1(c1[1])} ${f1(c2[0])} ${f1(c2[1])} ${f1(p2[0])} ${f1(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Per-image drawing context: RNG streams, gradient definitions, unique ids. */
function createScene(layoutRng: Rng, detailRng: Rng): Scene {
  let uid = 0;
  const defs: string[] = [];
  const stopsSvg = (stops: Stop[]): string => stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
  return {
    rng: layoutRng,
    detail: detailRng,
    defs,
    id: (prefix) => `${prefix}${++uid}`,
    linear(stops, x1, y1, x2, y2) {
      const id = `g${++uid}`;
      defs.push(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}">${stopsSvg(stops)}</linearGradient>`,
      );
      return `url(#${id})`;
    },
    radial(stops, cx, cy, r, extra = '') {
      const id = `g${++uid}`;
      defs.push(
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" ${extra}>${stopsSvg(stops)}</radialGradient>`,
      );
      return `url(#${id})`;
    },
    /** Box-relative radial gradient, reusable by any shape (glows, pools of light). */
    softRadial(stops) {
      const id = `g${++uid}`;
      defs.push(`<radialGradient id="${id}">${stopsSvg(stops)}</radialGradient>`);
      return `url(#${id})`;
    },
    clip(shapeSvg) {
      const id = `c${++uid}`;
      defs.push(`<clipPath id="${id}">${shapeSvg}</clipPath>`);
      return `url(#${id})`;
    },
  };
}

// ---------------------------------------------------------------------------
// Perspective: a pinhole camera over a flat ground plane (y up, z forward),
// so stripes, paver joints and fences converge the way a photo's would.
// ---------------------------------------------------------------------------

interface CameraOptions {
  horizon: number;
  height?: number;
  focal?: number;
  yaw?: number;
  cx?: number;
  near?: number;
}

function makeCamera({ horizon, height = 1.7, focal = 1500, yaw = 0, cx = W / 2, near = 0.4 }: CameraOptions): Camera {
  const cos = Math.cos(yaw);
  const sin = Math.sin(yaw);
  const toCam = ([x, y, z]: Vec3): Vec3 => [x * cos - z * sin, y, x * sin + z * cos];
  const projCam = ([xc, y, zc]: Vec3): Vec2 => [cx + (xc * focal) / zc, horizon + ((height - y) * focal) / zc];
  const cam: Camera = {
    horizon,
    height,
    focal,
    yaw,
    near,
    project: (p) => projCam(toCam(p)),
    depth: (x, z) => x * sin + z * cos,
    /** Pixels per metre at a ground point: sizes props and strokes by distance. */
    scale: (x, z) => focal / Math.max(x * sin + z * cos, near),
    /** Project a world polygon, clipping it at the near plane first. */
    poly(points) {
      const c = points.map(toCam);
      const out: Vec3[] = [];
      for (let i = 0; i < c.length; i++) {
        const a = c[i];
        const b = c[(i + 1) % c.length];
        const ain = a[2] >= near;
        const bin = b[2] >= near;
        if (ain) out.push(a);
        if (ain !== bin) {
          const t = (near - a[2]) / (b[2] - a[2]);
          out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, near]);
        }
      }
      return out.map(projCam);
    },
    /** Screen point to ground (x, z) plus camera depth; null above the horizon. */
    unproject(sx, sy) {
      if (sy <= horizon + 0.5) return null;
      const zc = (height * focal) / (sy - horizon);
      const xc = ((sx - cx) * zc) / focal;
      return [xc * cos + zc * sin, -xc * sin + zc * cos, zc];
    },
    /** World segment, near-clipped and frame-clipped, as path data. */
    seg(p, q) {
      const a = toCam(p);
      const b = toCam(q);
      if (a[2] < near && b[2] < near) return '';
      const cut = (u: Vec3, v: Vec3): Vec3 => {
        const t = (near - u[2]) / (v[2] - u[2]);
        return [u[0] + (v[0] - u[0]) * t, u[1] + (v[1] - u[1]) * t, near];
      };
      const A = a[2] < near ? cut(a, b) : a;
      const B = b[2] < near ? cut(b, a) : b;
      return seg(projCam(A), projCam(B));
    },
    ground: (x0, x1, z0, z1, y = 0) =>
      cam.poly([
        [x0, y, z0],
        [x1, y, z0],
        [x1, y, z1],
        [x0, y, z1],
      ]),
    /** World ellipse on the ground (optionally wobbly) as a projected polygon. */
    blob(cx, cz, rx, rz, { y = 0, n = 48, wobble = 0, rng = null, rot = 0 } = {}) {
      const phase = rng ? [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)] : [0, 0, 0];
      const pts: Vec3[] = [];
      for (let i = 0; i < n; i++) {
        const a = (i / n) * Math.PI * 2;
        const w = 1 + wobble * (0.6 * Math.sin(a * 2 + phase[0]) + 0.3 * Math.sin(a * 3 + phase[1]) + 0.2 * Math.sin(a * 5 + phase[2]));
        const lx = Math.cos(a) * rx * w;
        const lz = Math.sin(a) * rz * w;
        pts.push([cx + lx * Math.cos(rot) - lz * Math.sin(rot), y, cz + lx * Math.sin(rot) + lz * Math.cos(rot)]);
      }
      return cam.poly(pts);
    },
  };
  return cam;
}

interface ViewRanges {
  horizon?: Span;
  height?: Span;
  focal?: Span;
  yaw?: Span;
}

function makeView(rng: Rng, o: ViewRanges = {}): Camera {
  const horizon = rng.range(...(o.horizon ?? [0.36, 0.47])) * H;
  return makeCamera({
    horizon,
    height: rng.range(...(o.height ?? [1.5, 2.0])),
    focal: rng.range(...(o.focal ?? [1350, 1750])),
    yaw: rng.range(...(o.yaw ?? [-0.22, 0.22])),
  });
}

/** Painter's algorithm: props are queued with their depth and drawn far to near. */
function createSprites(): Sprites {
  const list: [number, string][] = [];
  return {
    add: (depth, svg) => svg && list.push([depth, svg]),
    render: () =>
      list
        .sort((a, b) => b[0] - a[0])
        .map((s) => s[1])
        .join(''),
  };
}

// ---------------------------------------------------------------------------
// Sky, light and atmosphere
// ---------------------------------------------------------------------------

const SKIES: Record<Tod, SkyPalette> = {
  day: { top: '#3f82c6', mid: '#86bde3', horizon: '#d9ecf2', sun: '#fffbe6', cloud: '#ffffff', cloudShade: '#cfdde9', haze: '#b9d3d8', tint: null },
  morning: { top: '#5b95cf', mid: '#a8cde6', horizon: '#f4e6cf', sun: '#fff3d2', cloud: '#fffaf2', cloudShade: '#ddd3d3', haze: '#cfd6cc', tint: '#ffe8c0' },
  golden: { top: '#4f79b3', mid: '#e4b488', horizon: '#ffd79c', sun: '#fff1c4', cloud: '#ffe2c0', cloudShade: '#d49b95', haze: '#d9b98f', tint: '#ffb860' },
  dusk: { top: '#0f1636', mid: '#3b3566', horizon: '#ee8f5a', sun: '#ffc47e', cloud: '#5f4a74', cloudShade: '#372f58', haze: '#4a3f62', tint: '#3a2a60' },
};

function cloud(_sc: Scene, rng: Rng, cx: number, cy: number, w: number, pal: SkyPalette): string {
  const puffs = rng.int(5, 9);
  let body = '';
  let light = '';
  for (let i = 0; i < puffs; i++) {
    const t = i / (puffs - 1);
    const r = w * (0.12 + 0.16 * Math.sin(Math.PI * t)) * rng.range(0.75, 1.2);
    const x = cx - w / 2 + w * t + rng.range(-0.04, 0.04) * w;
    const y = cy - r * 0.45 - rng.range(0, 0.15) * r;
    body += circle(x, y, r, {});
    light += circle(x - r * 0.15, y - r * 0.18, r * 0.82, {});
  }
  const base = rect(cx - w / 2, cy - w * 0.06, w, w * 0.06, {});
  return `<g opacity="${f1(rng.range(0.75, 0.95))}"><g fill="${pal.cloudShade}">${body}${base}</g><g fill="${pal.cloud}">${light}</g></g>`;
}

function drawSky(sc: Scene, cam: Camera, tod: Tod, { sunX = null, clouds = null }: { sunX?: number | null; clouds?: number | null } = {}): string {
  const rng = sc.rng.fork('sky');
  const pal = SKIES[tod];
  const hz = cam.horizon;
  let svg = rect(0, 0, W, hz + 4, {
    fill: sc.linear(
      [
        [0, pal.top],
        [0.62, pal.mid],
        [1, pal.horizon],
      ],
      0,
      0,
      0,
      hz,
    ),
  });
  const sx = sunX ?? rng.range(0.15, 0.85) * W;
  if (tod === 'golden' || tod === 'dusk' || tod === 'morning') {
    const r = tod === 'dusk' ? W * 0.55 : W * 0.45;
    svg += ellipse(sx, hz, r, r * 0.55, {
      fill: sc.softRadial([
        [0, pal.sun, 0.95],
        [0.25, pal.sun, 0.45],
        [1, pal.sun, 0],
      ]),
    });
    if (tod === 'golden') svg += circle(sx, hz - 40, 46, { fill: '#fff6d8', opacity: 0.95 });
  } else {
    svg += ellipse(sx, -hz * 0.2, W * 0.5, hz * 0.9, {
      fill: sc.softRadial([
        [0, '#ffffff', 0.5],
        [1, '#ffffff', 0],
      ]),
    });
  }
  const n = clouds ?? rng.int(2, 6);
  for (let i = 0; i < n; i++) {
    const y = rng.range(0.12, 0.75) * hz;
    const w = rng.range(200, 520) * (0.5 + y / hz);
    svg += cloud(sc, rng, rng.range(-0.05, 1.05) * W, y, w, pal);
  }
  if (tod === 'dusk') {
    // A few early stars sell "after sunset" better than colour alone.
    let stars = '';
    for (let i = 0; i < 40; i++) {
      stars += circle(rng.range(0, W), rng.range(0, hz * 0.45), rng.range(0.8, 2.2), {});
    }
    svg += `<g fill="#fff8e0" opacity="0.7">${stars}</g>`;
  }
  return svg;
}

/** Distant maritime forest: layered canopy bumps fading into the haze. */
function treeLine(
  sc: Scene,
  cam: Camera,
  tod: Tod,
  { height = 70, color = '#3d5e3a', layers = 2, pines = true }: { height?: number; color?: string; layers?: number; pines?: boolean } = {},
): string {
  const rng = sc.rng.fork('treeline');
  const pal = SKIES[tod];
  const hz = cam.horizon;
  let svg = '';
  for (let l = 0; l < layers; l++) {
    const c = mix(color, pal.haze, l === 0 && layers > 1 ? 0.55 : 0.2);
    const h = height * (l === 0 && layers > 1 ? 1.2 : 0.8);
    let bumps = rect(-10, hz - h * 0.35, W + 20, h * 0.35 + 6, {});
    for (let x = -40; x < W + 60; x += rng.range(25, 70)) {
      const r = rng.range(0.3, 0.7) * h;
      bumps += circle(x, hz - h * 0.3 - rng.range(0, 0.5) * h + r * 0.3, r, {});
    }
    if (pines) {
      for (let i = 0; i < rng.int(2, 6); i++) {
        const x = rng.range(0, W);
        const th = h * rng.range(1.6, 2.6);
        bumps += rect(x - 3, hz - th, 6, th, {});
        for (let k = 0; k < 4; k++) {
          bumps += ellipse(x + rng.range(-30, 30), hz - th + k * th * 0.12, rng.range(20, 45), rng.range(10, 18), {});
        }
      }
    }
    svg += `<g fill="${c}">${bumps}</g>`;
  }
  return svg;
}

/** Warm glow used for path lights, windows and uplights. */
function glow(sc: Scene, x: number, y: number, r: number, color = '#ffd27a', strength = 1): string {
  const id = sc.softRadial([
    [0, '#fffbe8', Math.min(1, 0.95 * strength)],
    [0.12, color, 0.75 * strength],
    [0.45, color, 0.22 * strength],
    [1, color, 0],
  ]);
  return circle(x, y, r, { fill: id });
}

function groundShadow(x: number, y: number, rx: number, ry: number, opacity = 0.22): string {
  return ellipse(x, y, rx, ry, { fill: '#1d2a1a', opacity });
}

// ---------------------------------------------------------------------------
// Plants (screen-space, sized from perspective by the caller)
// ---------------------------------------------------------------------------

const GREENS = {
  shrub: ['#3f6b35', '#4f7d3c', '#2f5a34', '#5c8a45', '#44713f'],
  grass: ['#7b8f4a', '#8fa05a', '#a5a86a', '#6d8a45'],
  flower: ['#e9a1b8', '#f3d36b', '#ffffff', '#c98fd6', '#f08a5d', '#e56b8a'],
};

/** Dark, mid and light fill of a shrub's three layers of leaf blobs. */
type Tones = [string, string, string];

function shrub(
  rng: Rng,
  x: number,
  y: number,
  r: number,
  {
    color = rng.pick(GREENS.shrub),
    flowers = 0,
    night = false,
    tones = null,
  }: { color?: string; flowers?: number; night?: boolean; tones?: Tones | null } = {},
): string {
  const [dark, mid, lite] =
    tones ?? (night ? [shade(color, -0.75), shade(color, -0.65), shade(color, -0.55)] : [shade(color, -0.25), color, shade(color, 0.18)]);
  const n = rng.int(5, 8);
  let a = '';
  let b = '';
  let c = '';
  const blobs: [x: number, y: number, r: number][] = [];
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-0.75, 0.75) * r;
    const br = r * rng.range(0.42, 0.62);
    const by = y - br * rng.range(0.7, 1.4);
    blobs.push([bx, by, br]);
  }
  blobs.sort((p, q) => p[1] - q[1]);
  for (const [bx, by, br] of blobs) {
    a += circle(bx, by, br, {});
    b += circle(bx - br * 0.12, by - br * 0.12, br * 0.8, {});
    c += circle(bx - br * 0.28, by - br * 0.32, br * 0.42, {});
  }
  let svg = night || tones ? '' : groundShadow(x + r * 0.2, y, r * 1.1, r * 0.22, 0.25);
  svg += `<g fill="${dark}">${a}</g><g fill="${mid}">${b}</g><g fill="${lite}" opacity="0.8">${c}</g>`;
  if (flowers > 0 && !night) {
    const fc = rng.pick(GREENS.flower);
    let dots = '';
    for (let i = 0; i < flowers; i++) {
      const [bx, by, br] = rng.pick(blobs);
      dots += circle(bx + rng.range(-0.8, 0.8) * br, by + rng.range(-0.8, 0.6) * br, Math.max(1.5, r * 0.05), {});
    }
    svg += `<g fill="${fc}">${dots}</g>`;
  }
  return svg;
}

/** Ornamental / dune grass: a fan of tapered arching blades, optionally with plumes (muhly) or sea-oat panicles. */
function grassClump(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  {
    color = rng.pick(GREENS.grass),
    plume = null,
    oats = false,
    night = false,
    width = 1,
  }: { color?: string; plume?: string | null; oats?: boolean; night?: boolean; width?: number } = {},
): string {
  const c = night ? shade(color, -0.7) : color;
  const n = rng.int(14, 24);
  const back: string[] = [];
  const front: string[] = [];
  let stems = '';
  let heads = '';
  const w = Math.max(0.8, h * 0.022 * width);
  if (plume && !night) {
    // Muhly-style haze sits behind the leaves.
    heads += ellipse(x, y - h * 0.8, h * 0.6, h * 0.42, { fill: plume, opacity: 0.5 });
    heads += ellipse(x - h * 0.12, y - h * 0.92, h * 0.38, h * 0.25, { fill: shade(plume, 0.3), opacity: 0.45 });
  }
  for (let i = 0; i < n; i++) {
    const a = rng.range(-1.05, 1.05);
    const len = h * rng.range(0.55, 1) * (1 - Math.abs(a) * 0.25);
    const bx = x + rng.range(-0.07, 0.07) * h;
    const tx = bx + Math.sin(a) * len * 0.8;
    const ty = y - Math.cos(a) * len * 0.75;
    const cx = bx + Math.sin(a) * len * 0.1;
    const cy = y - len * 0.75;
    const d = `M${f1(bx - w)} ${f1(y)}Q${f1(cx - w * 0.5)} ${f1(cy)} ${f1(tx)} ${f1(ty)}Q${f1(cx + w * 0.5)} ${f1(cy)} ${f1(bx + w)} ${f1(y)}Z`;
    (i % 3 === 0 ? back : front).push(d);
    if (oats && i % 4 === 0) {
      // Sea oats: a tall stem ending in a drooping panicle of flat seed heads.
      const dir = Math.sign(a) || 1;
      const sx = x + Math.sin(a * 0.5) * h * 0.3;
      const sy = y - h * rng.range(1.2, 1.5);
      stems += `M${f1(x)} ${f1(y)}Q${f1(x + (sx - x) * 0.2)} ${f1(y - h * 0.8)} ${f1(sx)} ${f1(sy)}`;
      for (let k = 0; k < 8; k++) {
        const hx = sx + dir * (k * h * 0.028 + rng.range(-0.01, 0.01) * h);
        const hy = sy + k * h * 0.055;
        heads += ellipse(hx + dir * h * 0.035, hy, h * 0.038, h * 0.014, { transform: `rotate(${f1(dir * rng.range(25, 60))} ${f1(hx)} ${f1(hy)})` });
      }
    }
  }
  let svg = '';
  if (plume && !night) svg += heads;
  svg += `<path d="${back.join('')}" fill="${shade(c, -0.2)}"/><path d="${front.join('')}" fill="${c}"/>`;
  if (stems) svg += `<path d="${stems}" fill="none" stroke="${night ? '#2a2418' : '#b8a070'}" stroke-width="${f1(Math.max(1, h * 0.008))}"/>`;
  if (oats) svg += `<g fill="${night ? '#3a3020' : '#d2ac62'}">${heads}</g>`;
  return svg;
}

/**
 * A palm (pindo / sabal look): tapered leaning trunk with leaf-scar rings and
 * arching pinnate fronds. `lit` switches to the uplit night version.
 */
function palm(
  sc: Scene,
  rng: Rng,
  x: number,
  y: number,
  h: number,
  { lit = false, night = false, frondColor = null }: { lit?: boolean; night?: boolean; frondColor?: string | null } = {},
): string {
  const lean = rng.range(-0.16, 0.16) * h;
  const top: Vec2 = [x + lean, y - h];
  const ctrl: Vec2 = [x + lean * 0.15 + rng.range(-0.04, 0.04) * h, y - h * 0.55];
  const wBase = h * 0.045;
  const wTop = h * 0.028;
  const left: Vec2[] = [];
  const right: Vec2[] = [];
  const N = 20;
  const at = (t: number): Vec2 => [
    (1 - t) * (1 - t) * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0],
    (1 - t) * (1 - t) * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1],
  ];
  for (let i = 0; i <= N; i++) {
    const t = i / N;
    const [px, py] = at(t);
    const [qx, qy] = at(Math.min(1, t + 0.01));
    const len = Math.hypot(qx - px, qy - py) || 1;
    const nx = -(qy - py) / len;
    const ny = (qx - px) / len;
    const w = lerp(wBase, wTop, t) * (t < 0.06 ? 1.5 - t * 8 : 1);
    left.push([px + nx * w, py + ny * w]);
    right.push([px - nx * w, py - ny * w]);
  }
  const trunkPts = [...left, ...right.reverse()];
  let trunkFill = night ? '#1a1714' : '#8a7560';
  if (lit)
    trunkFill = sc.linear(
      [
        [0, '#ffe0a0'],
        [0.5, '#b0804e'],
        [1, '#3a2a22'],
      ],
      0,
      y,
      0,
      y - h,
    );
  let svg = '';
  if (!night && !lit) svg += groundShadow(x + h * 0.25, y, h * 0.35, h * 0.05, 0.2);
  svg += polygon(trunkPts, { fill: trunkFill });
  // Leaf-scar rings read as "palm" even at thumbnail size.
  let rings = '';
  for (let t = 0.05; t < 0.95; t += rng.range(0.035, 0.05)) {
    const [px, py] = at(t);
    const w = lerp(wBase, wTop, t);
    rings += `M${f1(px - w)} ${f1(py)}Q${f1(px)} ${f1(py + w * 0.5)} ${f1(px + w)} ${f1(py)}`;
  }
  svg += `<path d="${rings}" fill="none" stroke="${lit ? '#5a3c26' : night ? '#0e0c0a' : '#6b5a48'}" stroke-width="${f1(Math.max(1, h * 0.006))}" opacity="0.8"/>`;

  const base = frondColor ?? rng.pick(['#4e7d3a', '#5b8a40', '#4a7a45', '#628c3e']);
  const fronds = rng.int(9, 13);
  const crown = top;
  const back: number[] = [];
  const front: number[] = [];
  for (let i = 0; i < fronds; i++) {
    const ang = -Math.PI / 2 + ((i / fronds) * 2 - 1) * Math.PI * 0.95 + rng.range(-0.15, 0.15);
    (i % 2 ? back : front).push(ang);
  }
  const frond = (ang: number, color: string): string => {
    const L = h * rng.range(0.3, 0.42);
    const dx = Math.cos(ang);
    const dy = Math.sin(ang);
    const droop = L * (0.35 + 0.35 * Math.abs(dx));
    const p2: Vec2 = [crown[0] + dx * L, crown[1] + dy * L * 0.55 + droop];
    const p1: Vec2 = [crown[0] + dx * L * 0.5, crown[1] + dy * L * 0.5 - L * 0.2];
    const B = (t: number): Vec2 => [
      (1 - t) * (1 - t) * crown[0] + 2 * (1 - t) * t * p1[0] + t * t * p2[0],
      (1 - t) * (1 - t) * crown[1] + 2 * (1 - t) * t * p1[1] + t * t * p2[1],
    ];
    let d = '';
    const steps = 16;
    for (let s = 1; s <= steps; s++) {
      const t = s / (steps + 1);
      const [px, py] = B(t);
      const [qx, qy] = B(t + 0.02);
      const tl = Math.hypot(qx - px, qy - py) || 1;
      const tx = (qx - px) / tl;
      const ty = (qy - py) / tl;
      const ll = L * 0.28 * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.15)), 0.7);
      for (const side of [-1, 1]) {
        const nx = -ty * side;
        const ny = tx * side;
        const ex = px + (tx * 0.55 + nx) * ll * 0.8;
        const ey = py + (ty * 0.55 + ny) * ll * 0.8 + ll * 0.45;
        d += `M${f1(px - tx * L * 0.02)} ${f1(py - ty * L * 0.02)}L${f1(ex)} ${f1(ey)}L${f1(px + tx * L * 0.03)} ${f1(py + ty * L * 0.03)}Z`;
      }
    }
    const mid = [crown, p1, p2];
    return (
      `<path d="${d}" fill="${color}"/>` +
      `<path d="M${f1(mid[0][0])} ${f1(mid[0][1])}Q${f1(mid[1][0])} ${f1(mid[1][1])} ${f1(mid[2][0])} ${f1(mid[2][1])}" fill="none" stroke="${shade(color, -0.2)}" stroke-width="${f1(Math.max(1, h * 0.006))}"/>`
    );
  };
  let frondFillBack = shade(base, -0.25);
  let frondFillFront = base;
  if (night) {
    frondFillBack = '#0d1410';
    frondFillFront = '#142019';
  }
  if (lit) {
    // Light from below catches the undersides near the crown and fades out to the tips.
    const g = sc.radial(
      [
        [0, '#e9c47c'],
        [0.3, '#8a7640'],
        [0.7, '#2c3522'],
        [1, '#161c14'],
      ],
      crown[0],
      crown[1] + h * 0.12,
      h * 0.5,
    );
    frondFillBack = g;
    frondFillFront = g;
  }
  for (const a of back) svg += frond(a, frondFillBack);
  for (const a of front) svg += frond(a, frondFillFront);
  svg += circle(crown[0], crown[1] + h * 0.01, h * 0.025, { fill: lit ? '#7a5a30' : night ? '#100d0b' : '#6b5038' });
  return svg;
}

/** Rounded broadleaf tree (live oak / wax myrtle) for mid-ground framing. */
function canopyTree(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  { color = '#3d6436', night = false, lit = false }: { color?: string; night?: boolean; lit?: boolean } = {},
): string {
  const c = night ? '#0f1712' : color;
  let svg = night || lit ? '' : groundShadow(x + h * 0.2, y, h * 0.45, h * 0.06, 0.2);
  svg += polygon(
    [
      [x - h * 0.03, y],
      [x - h * 0.015, y - h * 0.55],
      [x + h * 0.015, y - h * 0.55],
      [x + h * 0.035, y],
    ],
    {
      fill: lit ? '#8a6a45' : night ? '#0b0f0c' : '#5a4a3a',
    },
  );
  // Uplit canopies read as warm undersides fading into a dark crown.
  const tones: Tones | null = lit ? ['#18211a', '#3d4a2a', '#c0a45e'] : null;
  svg += shrub(rng, x, y - h * 0.35, h * 0.38, { color: c, night: night && !lit, tones });
  return svg;
}

// ---------------------------------------------------------------------------
// Built elements in world space
// ---------------------------------------------------------------------------

/** Shade a vertical face by how squarely it faces the sun. */
function faceShade(color: string, nx: number, nz: number, sun: Vec2): string {
  const lit = Math.max(0, nx * sun[0] + nz * sun[1]);
  return shade(color, -0.22 + 0.28 * lit);
}

/**
 * Extruded footprint (walls, planters, counters, loungers): draws only the
 * faces the camera can see, plus optional block coursing on each face.
 */
interface PrismOptions {
  /** Direction the light comes from, on the ground plane (x, z). */
  sun?: Vec2;
  top?: string | null;
  /** Block coursing: course height and block length, in metres. */
  courses?: { h: number; l: number } | null;
  joint?: string | null;
}

function prism(
  cam: Camera,
  foot: Vec2[],
  y0: number,
  y1: number,
  color: string,
  { sun = [0.6, -0.8], top = null, courses = null, joint = null }: PrismOptions = {},
): string {
  let area = 0;
  for (let i = 0; i < foot.length; i++) {
    const [ax, az] = foot[i];
    const [bx, bz] = foot[(i + 1) % foot.length];
    area += ax * bz - bx * az;
  }
  const sign = area > 0 ? 1 : -1;
  let svg = '';
  let lines = '';
  for (let i = 0; i < foot.length; i++) {
    const [ax, az] = foot[i];
    const [bx, bz] = foot[(i + 1) % foot.length];
    const ex = bx - ax;
    const ez = bz - az;
    const len = Math.hypot(ex, ez) || 1;
    const nx = (sign * ez) / len;
    const nz = (-sign * ex) / len;
    if (nx * (0 - ax) + nz * (0 - az) <= 0) continue;
    svg += polygon(
      cam.poly([
        [ax, y0, az],
        [bx, y0, bz],
        [bx, y1, bz],
        [ax, y1, az],
      ]),
      {
        fill: faceShade(color, nx, nz, sun),
      },
    );
    if (courses) {
      const rows = Math.max(1, Math.round((y1 - y0) / courses.h));
      const rh = (y1 - y0) / rows;
      for (let r = 0; r < rows; r++) {
        const yy = y0 + r * rh;
        if (r > 0) {
          lines += cam.seg([ax, yy, az], [bx, yy, bz]);
        }
        for (let s = (r % 2) * courses.l * 0.5 + courses.l; s < len; s += courses.l) {
          const t = s / len;
          const px = ax + ex * t;
          const pz = az + ez * t;
          lines += cam.seg([px, yy, pz], [px, yy + rh, pz]);
        }
      }
    }
  }
  if (lines) svg += `<path d="${lines}" stroke="${joint ?? shade(color, -0.35)}" stroke-width="1.4" fill="none" opacity="0.7"/>`;
  if (cam.height > y1) svg += polygon(cam.poly(foot.map(([x, z]) => [x, y1, z])), { fill: top ?? shade(color, 0.1) });
  return svg;
}

const box = (cam: Camera, x0: number, x1: number, z0: number, z1: number, y0: number, y1: number, color: string, o?: PrismOptions): string =>
  prism(
    cam,
    [
      [x0, z0],
      [x1, z0],
      [x1, z1],
      [x0, z1],
    ],
    y0,
    y1,
    color,
    o,
  );

/** Upright cylinder (fire pit, pots, pilings): camera-facing half of the side plus the top. */
function cylinder(
  cam: Camera,
  cx: number,
  cz: number,
  r: number,
  y0: number,
  y1: number,
  color: string,
  { sun = [0.6, -0.8], top = null, n = 40, courses = 0 }: { sun?: Vec2; top?: string | null; n?: number; courses?: number } = {},
): string {
  const phi = Math.atan2(-cz, -cx);
  let svg = '';
  const seg = 16;
  let joints = '';
  for (let i = 0; i < seg; i++) {
    const a0 = phi - Math.PI / 2 + (i / seg) * Math.PI;
    const a1 = phi - Math.PI / 2 + ((i + 1) / seg) * Math.PI;
    const p = (a: number, y: number): Vec3 => [cx + Math.cos(a) * r, y, cz + Math.sin(a) * r];
    const am = (a0 + a1) / 2;
    svg += polygon(cam.poly([p(a0, y0), p(a1, y0), p(a1, y1), p(a0, y1)]), {
      fill: faceShade(color, Math.cos(am), Math.sin(am), sun),
      stroke: faceShade(color, Math.cos(am), Math.sin(am), sun),
      'stroke-width': 0.8,
    });
    if (courses) {
      for (let k = 1; k < courses; k++) {
        const y = y0 + ((y1 - y0) * k) / courses;
        joints += cam.seg(p(a0, y), p(a1, y));
      }
      for (let k = 0; k < courses; k++) {
        const y = y0 + ((y1 - y0) * k) / courses;
        const a = k % 2 ? a0 : (a0 + a1) / 2;
        joints += cam.seg(p(a, y), p(a, y + (y1 - y0) / courses));
      }
    }
  }
  if (joints) svg += `<path d="${joints}" stroke="${shade(color, -0.4)}" stroke-width="1.3" fill="none" opacity="0.7"/>`;
  const ring: Vec3[] = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    ring.push([cx + Math.cos(a) * r, y1, cz + Math.sin(a) * r]);
  }
  svg += polygon(cam.poly(ring), { fill: top ?? shade(color, 0.12) });
  return svg;
}

const PAVER_PALETTES: Record<PaletteName, { colors: string[]; joint: string }> = {
  tan: { colors: ['#d9c3a0', '#c8ab82', '#bca078', '#e4d3b4', '#b59872'], joint: '#9d8b70' },
  grey: { colors: ['#a3a19b', '#8a8883', '#b8b5ad', '#75736f', '#989189'], joint: '#6b6a66' },
  tuscan: { colors: ['#cf9868', '#b97a52', '#dcae80', '#a86c4a', '#c48a5e'], joint: '#8d6a50' },
  travertine: { colors: ['#ece2cd', '#e3d4b9', '#f2eadb', '#d9c8aa', '#e8dcc2'], joint: '#c6b596' },
  shore: { colors: ['#d3c09c', '#a89278', '#8f8577', '#c9b48f', '#b7a88e'], joint: '#8a7d6a' },
};

/** Paver rectangles (in metres, pattern space) for the classic laying patterns. */
/** A paver as [u0, v0, u1, v1] in pattern space. */
type PaverRect = [number, number, number, number];

function paverPattern(pattern: PaverPattern, u0: number, u1: number, v0: number, v1: number, a: number, rng: Rng): PaverRect[] {
  const out: PaverRect[] = [];
  if (pattern === 'herringbone') {
    const b = 2 * a;
    const k0 = Math.floor(v0 / a) - 3;
    const k1 = Math.ceil(v1 / a) + 3;
    for (let k = k0; k <= k1; k++) {
      const m0 = Math.floor((u0 / a - 3 - k) / 4);
      const m1 = Math.ceil((u1 / a + 3 - k) / 4);
      for (let m = m0; m <= m1; m++) {
        const x = (k + 4 * m) * a;
        const y = k * a;
        out.push([x, y, x + b, y + a]);
        out.push([x, y + a, x + a, y + a + b]);
      }
    }
  } else if (pattern === 'basketweave') {
    const s = 2 * a;
    for (let v = Math.floor(v0 / s) * s; v < v1; v += s) {
      for (let u = Math.floor(u0 / s) * s; u < u1; u += s) {
        const odd = (Math.round(u / s) + Math.round(v / s)) % 2 !== 0;
        if (odd) out.push([u, v, u + s, v + a], [u, v + a, u + s, v + s]);
        else out.push([u, v, u + a, v + s], [u + a, v, u + s, v + s]);
      }
    }
  } else if (pattern === 'ashlar') {
    // Random ashlar / French pattern: rows of mixed-length slabs.
    for (let v = Math.floor(v0 / a) * a; v < v1;) {
      const rh = a * rng.pick([1, 1.5, 2]);
      for (let u = u0 - rng.range(0, 2 * a); u < u1;) {
        const len = a * rng.pick([1, 1.5, 2, 2]);
        out.push([u, v, u + len, v + rh]);
        u += len;
      }
      v += rh;
    }
  } else {
    // Running bond along u.
    const b = 2 * a;
    for (let v = Math.floor(v0 / a) * a, row = 0; v < v1; v += a, row++) {
      for (let u = Math.floor(u0 / b) * b - (row % 2) * a; u < u1; u += b) out.push([u, v, u + b, v + a]);
    }
  }
  return out;
}

/**
 * Fill a ground region with pavers. `inside(x, z)` trims the pattern to the
 * region, so the same code lays patios, walkways and pool decks.
 */
interface PaverFieldOptions {
  /** [x0, x1, z0, z1]: the ground rectangle the pattern is laid over before `inside` trims it. */
  bounds: [number, number, number, number];
  inside: Inside;
  pattern?: PaverPattern;
  unit?: number;
  angle?: number;
  palette?: PaletteName;
  y?: number;
  joint?: number;
  /** How much darker for night scenes (0 = daylight). */
  night?: number;
}

function paverField(
  sc: Scene,
  cam: Camera,
  { bounds, inside, pattern = 'running', unit = 0.15, angle = 0, palette = 'tan', y = 0, joint = 0.012, night = 0 }: PaverFieldOptions,
): { svg: string; base: string } {
  const rng = sc.detail.fork('pavers');
  const pal = PAVER_PALETTES[palette];
  const [x0, x1, z0, z1] = bounds;
  const cosA = Math.cos(angle);
  const sinA = Math.sin(angle);
  const corners = [
    [x0, z0],
    [x1, z0],
    [x1, z1],
    [x0, z1],
  ].map(([x, z]): Vec2 => [x * cosA + z * sinA, -x * sinA + z * cosA]);
  const us = corners.map((c) => c[0]);
  const vs = corners.map((c) => c[1]);
  const rects = paverPattern(pattern, Math.min(...us), Math.max(...us), Math.min(...vs), Math.max(...vs), unit, rng);
  const toWorld = (u: number, v: number): Vec2 => [u * cosA - v * sinA, v * cosA + u * sinA];
  const byColor = new Map<string, string[]>();
  const dim = (c: string): string => (night ? shade(c, -night) : c);
  for (const [a0, b0, a1, b1] of rects) {
    const [cxw, czw] = toWorld((a0 + a1) / 2, (b0 + b1) / 2);
    if (!inside(cxw, czw)) continue;
    if (cam.depth(cxw, czw) < cam.near) continue;
    const pts = [toWorld(a0 + joint, b0 + joint), toWorld(a1 - joint, b0 + joint), toWorld(a1 - joint, b1 - joint), toWorld(a0 + joint, b1 - joint)].map(
      ([x, z]): Vec3 => [x, y, z],
    );
    const scr = cam.poly(pts);
    if (scr.length < 3) continue;
    const xsS = scr.map((p) => p[0]);
    const ysS = scr.map((p) => p[1]);
    if (Math.max(...xsS) < 0 || Math.min(...xsS) > W || Math.max(...ysS) < 0 || Math.min(...ysS) > H) continue;
    const c = dim(jitter(rng, rng.pick(pal.colors), 0.05));
    let list = byColor.get(c);
    if (!list) byColor.set(c, (list = []));
    list.push(ptsAttr(scr));
  }
  let svg = '';
  for (const [c, list] of byColor) {
    svg += `<g fill="${c}">${list.map((p) => `<polygon points="${p}"/>`).join('')}</g>`;
  }
  return { svg, base: dim(mix(pal.joint, pal.colors[0], 0.35)) };
}

interface HousePalette {
  siding: string;
  trim: string;
  shutter: string;
  roof: string;
  door: string;
}

function housePalette(rng: Rng): HousePalette {
  return rng.pick([
    { siding: '#e9eef0', trim: '#ffffff', shutter: '#2f4f6a', roof: '#6f7b84', door: '#2f6f7a' },
    { siding: '#c9dbe0', trim: '#ffffff', shutter: '#2b4a5c', roof: '#59646c', door: '#b5533c' },
    { siding: '#e6dcc8', trim: '#fbfaf5', shutter: '#4e6b4f', roof: '#7c7f80', door: '#34556b' },
    { siding: '#b7c9b5', trim: '#f7f7f2', shutter: '#36503a', roof: '#5d666d', door: '#f1ede0' },
    { siding: '#f3efe6', trim: '#ffffff', shutter: '#5c7f96', roof: '#8a9399', door: '#5c7f96' },
  ]);
}

/**
 * Coastal house seen from the garden: lap siding, trimmed windows with
 * shutters, hip or gable roof, optional raised pilings and a covered porch.
 */
interface HouseOptions {
  x0: number;
  x1: number;
  z: number;
  wallH?: number;
  night?: boolean;
  palette?: HousePalette | null;
  /** Height of the pilings under a raised house; 0 for one on the ground. */
  lift?: number;
  roof?: 'hip' | 'gable' | null;
  porch?: boolean | null;
  garage?: boolean;
}

function house(
  sc: Scene,
  cam: Camera,
  { x0, x1, z, wallH = 5.6, night = false, palette = null, lift = 0, roof = null, porch = null, garage = false }: HouseOptions,
): string {
  const rng = sc.rng.fork('house');
  const pal = palette ?? housePalette(rng);
  const roofStyle = roof ?? rng.pick(['hip', 'gable', 'hip']);
  const hasPorch = porch ?? rng.chance(0.6);
  const siding = night ? '#1e2433' : pal.siding;
  const trim = night ? '#2c3344' : pal.trim;
  const sun: Vec2 = [0.6, -0.8];
  let svg = '';
  const fq = (a0: number, a1: number, b0: number, b1: number, zz = z): Vec2[] =>
    cam.poly([
      [a0, b0, zz],
      [a1, b0, zz],
      [a1, b1, zz],
      [a0, b1, zz],
    ]);
  // Pilings with a lattice skirt: the raised-house look of the NC coast.
  if (lift > 0) {
    svg += polygon(fq(x0 + 0.2, x1 - 0.2, 0, lift, z + 0.3), { fill: night ? '#141822' : shade(pal.siding, -0.5) });
    let lat = '';
    for (let x = x0 + 0.2; x < x1 - 0.2 - lift * 0.5; x += 0.35) {
      lat += cam.seg([x, 0, z + 0.28], [x + lift * 0.5, lift, z + 0.28]) + cam.seg([x + lift * 0.5, 0, z + 0.28], [x, lift, z + 0.28]);
    }
    svg += `<path d="${lat}" stroke="${night ? '#2a3040' : trim}" stroke-width="2" opacity="0.55"/>`;
    for (let x = x0 + 0.3; x < x1; x += 2.6) svg += box(cam, x, x + 0.25, z + 0.05, z + 0.3, 0, lift, night ? '#1a1e28' : trim, { sun });
  }
  const y0 = lift;
  const y1 = lift + wallH;
  svg += polygon(fq(x0, x1, y0, y1), { fill: siding });
  const gx = lift > 0 ? (x0 + x1) / 2 : x1 - 2.2;
  if (garage) {
    // Panelled garage door: under the house when raised, else beside the entry.
    const gh = lift > 0 ? Math.min(2.3, lift - 0.1) : 2.3;
    svg += polygon(fq(gx - 1.6, gx + 1.6, 0, gh, z - 0.01), { fill: night ? '#2a3040' : trim });
    svg += polygon(fq(gx - 1.45, gx + 1.45, 0, gh - 0.15, z - 0.02), { fill: night ? '#222836' : shade(trim, -0.06) });
    let panels = '';
    for (let yy = 0.45; yy < gh - 0.15; yy += 0.45) panels += cam.seg([gx - 1.45, yy, z - 0.03], [gx + 1.45, yy, z - 0.03]);
    svg += `<path d="${panels}" stroke="${shade(trim, -0.25)}" stroke-width="2"/>`;
  }
  let lap = '';
  for (let y = y0 + 0.2; y < y1; y += 0.2) lap += cam.seg([x0, y, z], [x1, y, z]);
  svg += `<path d="${lap}" stroke="${shade(siding, -0.12)}" stroke-width="1.2"/>`;
  svg += polygon(fq(x0, x0 + 0.18, y0, y1, z - 0.02), { fill: trim });
  svg += polygon(fq(x1 - 0.18, x1, y0, y1, z - 0.02), { fill: trim });

  const storeys = wallH > 4.2 ? 2 : 1;
  const storeyH = wallH / storeys;
  const cols = Math.max(2, Math.round((x1 - x0) / 3.2));
  const doorCol = Math.floor(cols / 2) - (rng.chance(0.5) && cols > 2 ? 1 : 0);
  for (let s = 0; s < storeys; s++) {
    for (let c = 0; c < cols; c++) {
      const cx = x0 + ((c + 0.5) * (x1 - x0)) / cols;
      const isDoor = s === 0 && c === doorCol;
      if (garage && lift === 0 && s === 0 && Math.abs(cx - gx) < 2.3) continue;
      const ww = isDoor ? 0.95 : rng.chance(0.25) && s === 0 ? 1.7 : 1.05;
      const wb = y0 + s * storeyH + (isDoor ? 0 : 0.85);
      const wt = isDoor ? y0 + 2.15 : wb + Math.min(1.5, storeyH - 1.3);
      svg += polygon(fq(cx - ww / 2 - 0.1, cx + ww / 2 + 0.1, wb - 0.1, wt + 0.14, z - 0.03), { fill: trim });
      const [gx1, gy1] = cam.project([cx, wt, z]);
      const [, gy2] = cam.project([cx, wb, z]);
      const glass = night
        ? '#ffcf7d'
        : isDoor
          ? pal.door
          : sc.linear(
              [
                [0, '#6f8ea3'],
                [0.55, '#b3cad6'],
                [1, '#56707f'],
              ],
              gx1,
              gy1,
              gx1,
              gy2,
            );
      svg += polygon(fq(cx - ww / 2, cx + ww / 2, wb, wt, z - 0.04), { fill: glass });
      if (isDoor) {
        if (!night) svg += polygon(fq(cx - ww / 2 + 0.15, cx + ww / 2 - 0.15, wt - 0.75, wt - 0.15, z - 0.05), { fill: '#a9c3d1' });
        continue;
      }
      let bars = cam.seg([cx, wb, z - 0.05], [cx, wt, z - 0.05]) + cam.seg([cx - ww / 2, (wb + wt) / 2, z - 0.05], [cx + ww / 2, (wb + wt) / 2, z - 0.05]);
      if (ww > 1.5)
        bars += cam.seg([cx - ww / 4, wb, z - 0.05], [cx - ww / 4, wt, z - 0.05]) + cam.seg([cx + ww / 4, wb, z - 0.05], [cx + ww / 4, wt, z - 0.05]);
      svg += `<path d="${bars}" stroke="${trim}" stroke-width="${f1(Math.max(1.5, cam.scale(cx, z) * 0.04))}"/>`;
      if (night) {
        const [gx, gy] = cam.project([cx, (wb + wt) / 2, z]);
        svg += glow(sc, gx, gy, cam.scale(cx, z) * 1.6, '#ffc670', 0.45);
      } else if (ww < 1.5) {
        svg += polygon(fq(cx - ww / 2 - 0.5, cx - ww / 2 - 0.14, wb - 0.05, wt + 0.05, z - 0.04), { fill: pal.shutter });
        svg += polygon(fq(cx + ww / 2 + 0.14, cx + ww / 2 + 0.5, wb - 0.05, wt + 0.05, z - 0.04), { fill: pal.shutter });
      }
    }
  }

  const roofC = night ? '#0f131c' : pal.roof;
  if (roofStyle === 'hip') {
    const rise = Math.min(3.2, (x1 - x0) * 0.2);
    const eave: Vec3[] = [
      [x0 - 0.6, y1, z - 0.6],
      [x1 + 0.6, y1, z - 0.6],
    ];
    const ridge: Vec3[] = [
      [x1 - rise * 1.2, y1 + rise, z + 3.5],
      [x0 + rise * 1.2, y1 + rise, z + 3.5],
    ];
    svg += polygon(cam.poly([...eave, ...ridge]), { fill: roofC });
    if (!night) {
      // Standing-seam metal roof, common on the coast.
      let seams = '';
      for (let t = 0.02; t < 1; t += 0.03)
        seams += cam.seg([lerp(x0 - 0.6, x1 + 0.6, t), y1, z - 0.6], [lerp(x0 + rise * 1.2, x1 - rise * 1.2, t), y1 + rise, z + 3.5]);
      svg += `<path d="${seams}" stroke="${shade(roofC, 0.16)}" stroke-width="1.3"/>`;
    }
    svg += polygon(
      cam.poly([
        [x0 - 0.6, y1 - 0.25, z - 0.6],
        [x1 + 0.6, y1 - 0.25, z - 0.6],
        [x1 + 0.6, y1, z - 0.6],
        [x0 - 0.6, y1, z - 0.6],
      ]),
      { fill: trim },
    );
  } else {
    // Front-facing gable with rake trim and a round vent.
    const mid = (x0 + x1) / 2;
    const rise = (x1 - x0) * 0.32;
    svg += polygon(
      cam.poly([
        [x0, y1, z],
        [x1, y1, z],
        [mid, y1 + rise, z],
      ]),
      { fill: shade(siding, -0.04) },
    );
    const rake = (a: Vec2, b: Vec2): string => {
      const [ax, ay] = a;
      const [bx, by] = b;
      return polygon(
        cam.poly([
          [ax, ay, z - 0.3],
          [bx, by, z - 0.3],
          [bx, by + 0.45, z - 0.3],
          [ax, ay + 0.45, z - 0.3],
        ]),
        { fill: roofC },
      );
    };
    svg += rake([x0 - 0.5, y1 - 0.3], [mid, y1 + rise]) + rake([x1 + 0.5, y1 - 0.3], [mid, y1 + rise]);
    svg += polygon(
      cam.poly([
        [x0 - 0.5, y1 - 0.3, z - 0.32],
        [mid, y1 + rise, z - 0.32],
        [x1 + 0.5, y1 - 0.3, z - 0.32],
        [x1 + 0.5, y1 - 0.1, z - 0.32],
        [mid, y1 + rise + 0.2, z - 0.32],
        [x0 - 0.5, y1 - 0.1, z - 0.32],
      ]),
      { fill: trim },
    );
    const [vx, vy] = cam.project([mid, y1 + rise * 0.45, z - 0.05]);
    const vr = cam.scale(mid, z) * 0.45;
    svg += circle(vx, vy, vr * 1.2, { fill: trim }) + circle(vx, vy, vr, { fill: night ? '#ffcf7d' : '#56707f' });
  }

  if (hasPorch) {
    // Covered porch across part of the ground floor (elevated houses get one at the lift level).
    const pw = Math.min(x1 - x0 - 1, rng.range(6, 10));
    const pc = rng.range(x0 + pw / 2 + 0.5, x1 - pw / 2 - 0.5);
    const px0 = pc - pw / 2;
    const px1 = pc + pw / 2;
    const pz = z - 2.4;
    const floorY = lift > 0 ? lift : 0.45;
    const roofY = floorY + 2.8;
    svg += polygon(fq(px0, px1, floorY, roofY, z - 0.06), { fill: '#000000', opacity: night ? 0.15 : 0.12 });
    svg += box(cam, px0, px1, pz, z, floorY - 0.25, floorY, night ? '#1a1e28' : shade(trim, -0.15), { sun });
    if (lift > 0) {
      for (let x = px0; x <= px1 + 0.01; x += pw / Math.max(2, Math.round(pw / 2.5)))
        svg += box(cam, x - 0.1, x + 0.1, pz, pz + 0.2, 0, floorY, night ? '#1a1e28' : trim, { sun });
    }
    const posts = Math.max(3, Math.round(pw / 2.2) + 1);
    for (let i = 0; i < posts; i++) {
      const x = lerp(px0 + 0.1, px1 - 0.1, i / (posts - 1));
      svg += box(cam, x - 0.09, x + 0.09, pz + 0.05, pz + 0.23, floorY, roofY, trim, { sun });
    }
    let rail = cam.seg([px0, floorY + 0.9, pz + 0.14], [px1, floorY + 0.9, pz + 0.14]);
    for (let x = px0 + 0.15; x < px1; x += 0.15) rail += cam.seg([x, floorY, pz + 0.14], [x, floorY + 0.9, pz + 0.14]);
    svg += `<path d="${rail}" stroke="${trim}" stroke-width="${f1(Math.max(1.5, cam.scale(pc, pz) * 0.05))}"/>`;
    svg += box(cam, px0 - 0.2, px1 + 0.2, pz - 0.2, z, roofY, roofY + 0.3, trim, { sun, top: roofC });
    svg += polygon(
      cam.poly([
        [px0 - 0.2, roofY + 0.3, pz - 0.2],
        [px1 + 0.2, roofY + 0.3, pz - 0.2],
        [px1 + 0.2, roofY + 1.0, z],
        [px0 - 0.2, roofY + 1.0, z],
      ]),
      { fill: roofC },
    );
  }
  return svg;
}

const FENCE_COLORS = ['#f2efe6', '#c7a983', '#b08d68', '#e6e2d8', '#9c8b78'];

/** Privacy fence with boards, posts and a cap rail. */
function fence(
  _sc: Scene,
  cam: Camera,
  { x0, x1, z, h = 1.8, color = '#f2efe6', night = false }: { x0: number; x1: number; z: number; h?: number; color?: string; night?: boolean },
): string {
  const c = night ? '#161a22' : color;
  let svg = polygon(
    cam.poly([
      [x0, 0, z],
      [x1, 0, z],
      [x1, h, z],
      [x0, h, z],
    ]),
    { fill: c },
  );
  let boards = '';
  let posts = '';
  for (let x = x0; x < x1; x += 0.15) {
    const a = cam.project([x, 0, z]);
    const b = cam.project([x, h, z]);
    boards += seg(a, b);
  }
  for (let x = x0; x < x1; x += 2.4) {
    posts += polygon(
      cam.poly([
        [x, 0, z - 0.05],
        [x + 0.12, 0, z - 0.05],
        [x + 0.12, h + 0.12, z - 0.05],
        [x, h + 0.12, z - 0.05],
      ]),
      {},
    );
  }
  svg += `<path d="${boards}" stroke="${shade(c, -0.14)}" stroke-width="1.2"/>`;
  svg += `<g fill="${shade(c, -0.06)}">${posts}</g>`;
  svg += polygon(
    cam.poly([
      [x0, h, z - 0.06],
      [x1, h, z - 0.06],
      [x1, h + 0.08, z - 0.06],
      [x0, h + 0.08, z - 0.06],
    ]),
    { fill: shade(c, 0.08) },
  );
  return svg;
}

// ---------------------------------------------------------------------------
// Ground textures
// ---------------------------------------------------------------------------

/**
 * Grass blades scattered uniformly in screen space over a ground region,
 * sized by perspective. This is what gives turf its texture and the JPEG
 * realistic weight.
 */
function grassBlades(
  sc: Scene,
  cam: Camera,
  {
    inside,
    count = 22000,
    colors,
    len = 0.06,
    yTop = cam.horizon,
    opacity = 0.55,
    spread = 0.35,
  }: { inside: Inside; count?: number; colors: string[]; len?: number; yTop?: number; opacity?: number; spread?: number },
): string {
  const rng = sc.detail.fork('blades');
  const buckets = colors.map((): string[] => []);
  for (let i = 0; i < count; i++) {
    const sx = rng.range(-10, W + 10);
    const sy = lerp(yTop, H + 10, Math.sqrt(rng.next()));
    const g = cam.unproject(sx, sy);
    if (!g || !inside(g[0], g[1])) continue;
    const L = Math.min(70, ((len * cam.focal) / g[2]) * rng.range(0.6, 1.3));
    if (L < 1.5) continue;
    const a = -Math.PI / 2 + rng.gauss() * spread;
    // Filled tapered triangles: cairo fills thousands of these far faster than it strokes lines.
    const w = Math.max(0.7, Math.min(3.2, L * 0.12)) / 2;
    buckets[i % colors.length].push(`M${f1(sx - w)} ${f1(sy)}l${f1(Math.cos(a) * L + w)} ${f1(Math.sin(a) * L)}L${f1(sx + w)} ${f1(sy)}Z`);
  }
  return buckets.map((parts, ci) => chunkedPath(parts, { fill: colors[ci], 'fill-opacity': opacity })).join('');
}

/** Flecks for sand, mulch, gravel and concrete. */
function speckle(
  sc: Scene,
  cam: Camera,
  {
    inside,
    count = 8000,
    colors,
    size = 0.02,
    yTop = cam.horizon,
    opacity = 0.5,
  }: { inside: Inside; count?: number; colors: string[]; size?: number; yTop?: number; opacity?: number },
): string {
  const rng = sc.detail.fork(`speckle${colors.join()}`);
  const buckets = colors.map((): string[] => []);
  for (let i = 0; i < count; i++) {
    const sx = rng.range(0, W);
    const sy = lerp(yTop, H, Math.sqrt(rng.next()));
    const g = cam.unproject(sx, sy);
    if (!g || !inside(g[0], g[1])) continue;
    const s = Math.min(9, ((size * cam.focal) / g[2]) * rng.range(0.5, 1.5));
    if (s < 0.8) continue;
    const t = Math.max(0.8, s * 0.45);
    buckets[i % colors.length].push(`M${f1(sx)} ${f1(sy)}h${f1(s)}v${f1(t)}h${f1(-s)}Z`);
  }
  return buckets.map((parts, i) => chunkedPath(parts, { fill: colors[i], 'fill-opacity': opacity })).join('');
}

/** Turf's two mowing-stripe greens. */
type Greens = [string, string];

const TURF_GREENS: Greens[] = [
  ['#5e9a3c', '#4d8734'],
  ['#6aa646', '#569438'],
  ['#5a9445', '#497f39'],
  ['#68a04a', '#53893f'],
];

/** Mown-stripe synthetic turf over a rectangle, with blades for texture. */
interface TurfLawnOptions extends GroundRect {
  inside?: Inside | null;
  stripeW?: number;
  across?: boolean;
  greens?: Greens;
  night?: boolean;
  blades?: number;
}

function turfLawn(
  sc: Scene,
  cam: Camera,
  { x0, x1, z0, z1, inside = null, stripeW = 1.5, across = false, greens = TURF_GREENS[0], night = false, blades = 20000 }: TurfLawnOptions,
): string {
  const inRect = inside ?? ((x: number, z: number) => x >= x0 && x <= x1 && z >= z0 && z <= z1);
  const [c1, c2] = night ? [shade(greens[0], -0.72), shade(greens[1], -0.72)] : greens;
  let svg = polygon(cam.ground(x0, x1, z0, z1), { fill: c2 });
  let stripes = '';
  if (across) {
    for (let z = z0, i = 0; z < z1; z += stripeW, i++) if (i % 2 === 0) stripes += polygon(cam.ground(x0, x1, z, Math.min(z1, z + stripeW)), {});
  } else {
    for (let x = x0, i = 0; x < x1; x += stripeW, i++) if (i % 2 === 0) stripes += polygon(cam.ground(x, Math.min(x1, x + stripeW), z0, z1), {});
  }
  svg += `<g fill="${c1}">${stripes}</g>`;
  svg += grassBlades(sc, cam, {
    inside: inRect,
    count: blades,
    colors: night ? [shade(c1, -0.3), shade(c2, 0.1)] : [shade(c1, 0.22), shade(c2, -0.25), shade(c1, -0.1)],
  });
  return svg;
}

// ---------------------------------------------------------------------------
// Reusable compositions
// ---------------------------------------------------------------------------

/** A planting bed strip with shrubs, grasses, flowers and optional palms, queued as sprites. */
interface PlantBedOptions extends GroundRect {
  palms?: number;
  night?: boolean;
  state?: PhotoState;
  palmLit?: boolean;
  density?: number;
}

function plantBed(
  sc: Scene,
  cam: Camera,
  sprites: Sprites,
  { x0, x1, z0, z1, palms = 0, night = false, state = 'after', palmLit = false, density = 1 }: PlantBedOptions,
): string {
  const rng = sc.rng.fork(`bed${x0}${z0}`);
  const bedPts: Vec3[] = [];
  const n = 40;
  const phase = rng.range(0, 6);
  for (let i = 0; i <= n; i++) {
    const x = lerp(x0, x1, i / n);
    bedPts.push([x, 0, z0 + (z1 - z0) * 0.35 * (1 + Math.sin(x * 0.5 + phase))]);
  }
  bedPts.push([x1, 0, z1], [x0, 0, z1]);
  const mulch = state === 'before' ? '#9a8a6c' : night ? '#15110d' : '#5a4030';
  let svg = polygon(cam.poly(bedPts), { fill: mulch });
  if (!night) {
    const bedInside = (x: number, z: number) => x > x0 && x < x1 && z > z0 + (z1 - z0) * 0.35 * (1 + Math.sin(x * 0.5 + phase)) && z < z1;
    svg += speckle(sc, cam, { inside: bedInside, count: 5000, colors: [shade(mulch, 0.2), shade(mulch, -0.3)], size: 0.03 });
  }
  const step = 1.3 / density;
  for (let x = x0 + rng.range(0.2, 0.8); x < x1; x += step * rng.range(0.6, 1.4)) {
    const z = lerp(z0 + (z1 - z0) * 0.4, z1 - 0.2, rng.next());
    if (cam.depth(x, z) < 1) continue;
    const [sx, sy] = cam.project([x, 0, z]);
    if (sx < -300 || sx > W + 300) continue;
    const s = cam.scale(x, z);
    const kind = rng.next();
    if (state === 'before') {
      if (rng.chance(0.45))
        sprites.add(cam.depth(x, z), grassClump(rng, sx, sy, s * rng.range(0.3, 0.6), { color: rng.pick(['#8a8a4a', '#9b8f5a', '#6f7a3c']) }));
      continue;
    }
    if (kind < 0.5) sprites.add(cam.depth(x, z), shrub(rng, sx, sy, s * rng.range(0.45, 0.8), { flowers: rng.chance(0.4) ? 30 : 0, night }));
    else if (kind < 0.8)
      sprites.add(
        cam.depth(x, z),
        grassClump(rng, sx, sy, s * rng.range(0.6, 1.1), { plume: rng.chance(0.5) ? rng.pick(['#e7a6c4', '#e9d6a8']) : null, night }),
      );
    else sprites.add(cam.depth(x, z), shrub(rng, sx, sy, s * rng.range(0.3, 0.5), { flowers: 40, night }));
  }
  if (state !== 'before') {
    for (let i = 0; i < palms; i++) {
      const x = lerp(x0, x1, (i + rng.range(0.2, 0.8)) / palms);
      const z = lerp(z0, z1, 0.6);
      if (cam.depth(x, z) < 2) continue;
      const [sx, sy] = cam.project([x, 0, z]);
      sprites.add(cam.depth(x, z) - 0.01, palm(sc, rng, sx, sy, cam.scale(x, z) * rng.range(4.5, 7.5), { night, lit: palmLit }));
    }
  }
  return svg;
}

/** A house set back behind the garden, in one of three coastal styles. */
function placeHouse(
  sc: Scene,
  cam: Camera,
  sprites: Sprites,
  { zBack, night = false, fenceColor = null, garage = false }: { zBack: number; night?: boolean; fenceColor?: string | null; garage?: boolean },
): { cx: number; w: number; z: number } {
  const rng = sc.rng.fork('house-place');
  const style = rng.pick(['two-storey', 'raised', 'cottage', 'raised']);
  const w = style === 'cottage' ? rng.range(9, 12) : rng.range(11, 15);
  const cx = rng.pick([-1, 1]) * rng.range(1.5, 6);
  const z = zBack + rng.range(4, 7);
  const lift = style === 'raised' ? rng.range(2.0, 2.6) : 0;
  const wallH = style === 'two-storey' ? rng.range(5.4, 6) : rng.range(3.0, 3.4);
  sprites.add(z + 0.5, house(sc, cam, { x0: cx - w / 2, x1: cx + w / 2, z, wallH, lift, night, garage }));
  sprites.add(z + 2, fence(sc, cam, { x0: -60, x1: 60, z: z + 2, h: 1.8, color: fenceColor ?? rng.pick(FENCE_COLORS), night }));
  return { cx, w, z };
}

/** Background: house or fence at depth zBack with a bed in front; returns ground + sprites. */
interface BackdropOptions {
  zBack: number;
  kind: 'house' | 'fence';
  night?: boolean;
  state?: PhotoState;
  palms?: number;
  garage?: boolean;
}

function backdrop(
  sc: Scene,
  cam: Camera,
  sprites: Sprites,
  { zBack, kind, night = false, state = 'after', palms = 1, garage = false }: BackdropOptions,
): string {
  const rng = sc.rng.fork('backdrop');
  // One ground plane under everything so no sky shows through gaps between beds and lawn.
  let svg = polygon(cam.ground(-80, 80, 0.3, 400), { fill: night ? '#10160f' : state === 'before' ? '#a49a6a' : '#6f8f4a' });
  if (kind === 'house') {
    placeHouse(sc, cam, sprites, { zBack, night, garage });
  } else {
    sprites.add(zBack + 0.5, fence(sc, cam, { x0: -60, x1: 60, z: zBack + 0.3, h: rng.range(1.6, 2.0), color: rng.pick(FENCE_COLORS), night }));
  }
  // Trees beyond the fence give depth.
  for (let i = 0; i < rng.int(2, 5); i++) {
    const x = rng.range(-25, 25);
    const z = zBack + rng.range(9, 16);
    const [sx, sy] = cam.project([x, 0, z]);
    sprites.add(z, canopyTree(rng, sx, sy, cam.scale(x, z) * rng.range(5, 8), { night }));
  }
  svg += plantBed(sc, cam, sprites, { x0: -40, x1: 40, z0: zBack - 1.6, z1: zBack + (kind === 'house' ? 3 : 0.3), palms, night, state });
  return svg;
}

// ---------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------

function pickTod(rng: Rng, weights: Partial<Record<Tod, number>>): Tod {
  // Object.entries types its keys as string; these are the Tod keys the weights were written with.
  const entries = Object.entries(weights) as [Tod, number][];
  const total = entries.reduce((a, [, w]) => a + w, 0);
  let r = rng.next() * total;
  for (const [k, w] of entries) {
    r -= w;
    if (r <= 0) return k;
  }
  return 'day';
}

/** Patchy failing lawn: what turf replaces. */
function patchyLawn(sc: Scene, cam: Camera, { x0, x1, z0, z1 }: GroundRect): string {
  const rng = sc.rng.fork('patchy');
  let svg = polygon(cam.ground(x0, x1, z0, z1), { fill: '#b8a574' });
  let patches = '';
  for (let i = 0; i < 60; i++) {
    const x = rng.range(x0, x1);
    const z = rng.range(z0, Math.min(z1, 20));
    patches += polygon(cam.blob(x, z, rng.range(0.5, 2.5), rng.range(0.4, 1.8), { wobble: 0.4, rng }), {
      fill: rng.pick(['#8d8a4e', '#a29457', '#d8c89e', '#7f8046', '#cdbb8a']),
      opacity: 0.8,
    });
  }
  svg += patches;
  svg += grassBlades(sc, cam, { inside: (x, z) => x > x0 && x < x1 && z > z0 && z < z1, count: 14000, colors: ['#7c7a3e', '#9c8b55', '#5f6b34'], spread: 0.6 });
  // Weed clumps.
  let weeds = '';
  for (let i = 0; i < 40; i++) {
    const x = rng.range(x0 * 0.3, x1 * 0.3);
    const z = rng.range(z0 + 1.5, 14);
    const [sx, sy] = cam.project([x, 0, z]);
    weeds += grassClump(rng, sx, sy, cam.scale(x, z) * rng.range(0.15, 0.3), { color: rng.pick(['#5a7a2e', '#6d8a35', '#4f6a2a']), width: 1.5 });
  }
  return svg + weeds;
}

function sceneTurf(sc: Scene, info: SceneInfo): SceneResult {
  const rng = sc.rng;
  const keys = info.key;
  const tod = pickTod(rng.fork('tod'), { day: 5, morning: 2, golden: 2 });
  const cam = makeView(rng.fork('view'));
  const sprites = createSprites();
  const lay = rng.fork('layout');
  const zBack = lay.range(9, 15);
  const kind = /pet|dog/.test(keys) ? 'fence' : /front|entrance|commercial/.test(keys) ? 'house' : lay.chance(0.5) ? 'house' : 'fence';
  const before = info.state === 'before';
  const rooftop = /rooftop/.test(keys);
  let svg = drawSky(sc, cam, tod) + treeLine(sc, cam, tod, { height: rooftop ? 30 : 70 });
  if (rooftop) svg += roofEdge(sc, cam, sprites, lay, { zBack, tod });
  else svg += backdrop(sc, cam, sprites, { zBack, kind, state: info.state, palms: lay.int(0, 2) });
  const lawn = rooftop ? { x0: -40, x1: 40, z0: 0.3, z1: zBack } : { x0: -40, x1: 40, z0: 0.3, z1: zBack - 1.2 };
  const stripeW = lay.range(0.8, 2.2);
  const across = lay.chance(0.3);
  const greens = lay.pick(TURF_GREENS);
  if (before) svg += patchyLawn(sc, cam, lawn);
  else svg += turfLawn(sc, cam, { ...lawn, stripeW, across, greens });

  // A paver path along one side frames the lawn and shows the edging detail.
  if (!rooftop && (lay.chance(0.45) || /courtyard|rental/.test(keys))) {
    const px = lay.pick([-1, 1]) * lay.range(2.5, 5);
    const inside = (x: number, z: number) => Math.abs(x - px) < 0.6 && z < zBack - 1.2;
    const p = paverField(sc, cam, {
      bounds: [px - 0.7, px + 0.7, 0.3, zBack],
      inside,
      palette: lay.pick(['tan', 'grey', 'shore']),
      pattern: 'running',
      unit: 0.15,
    });
    svg += polygon(cam.ground(px - 0.62, px + 0.62, 0.3, zBack - 1.2), { fill: p.base }) + p.svg;
  }
  if (!before) {
    const prop: TurfProp = /putting|golf/.test(keys)
      ? 'green'
      : /play/.test(keys)
        ? 'play'
        : /bocce/.test(keys)
          ? 'bocce'
          : /pool/.test(keys)
            ? 'pool'
            : /pet|dog/.test(keys)
              ? 'dog'
              : rooftop
                ? 'lounge'
                : lay.pick(['green', 'play', 'none', 'none', 'bocce', 'dog']);
    svg += turfProp(sc, cam, sprites, prop, { zBack, lay, greens });
  }
  svg += sprites.render();
  return { svg, tod };
}

/** Rooftop terrace edge: glass railing, planters, and the town and sound far below. */
function roofEdge(sc: Scene, cam: Camera, sprites: Sprites, lay: Rng, { zBack, tod }: { zBack: number; tod: Tod }): string {
  const railY = cam.project([0, 0, zBack])[1];
  let svg = rect(0, cam.horizon - 1, W, railY - cam.horizon + 4, {
    fill: sc.linear(
      [
        [0, mix('#6f9aaa', SKIES[tod].horizon, 0.4)],
        [0.25, '#5f8ea3'],
        [0.3, '#7e9a72'],
        [1, '#5f7f55'],
      ],
      0,
      cam.horizon,
      0,
      railY + 40,
    ),
  });
  // Rooftops of the neighbourhood below.
  let roofs = '';
  for (let i = 0; i < 26; i++) {
    const x = lay.range(-50, W);
    const y = lerp(cam.horizon + (railY - cam.horizon) * 0.35, railY + 30, lay.next());
    const w = lay.range(40, 120) * (0.6 + (y - cam.horizon) / (railY - cam.horizon + 1));
    roofs += polygon(
      [
        [x, y],
        [x + w * 0.15, y - w * 0.25],
        [x + w * 0.85, y - w * 0.25],
        [x + w, y],
      ],
      { fill: lay.pick(['#8a8f94', '#6f7a80', '#a7a39a', '#7d6f66']) },
    );
  }
  svg += roofs;
  let rail = polygon(
    cam.poly([
      [-40, 0, zBack],
      [40, 0, zBack],
      [40, 1.05, zBack],
      [-40, 1.05, zBack],
    ]),
    { fill: '#dff1f5', opacity: 0.28 },
  );
  let posts = cam.seg([-40, 1.05, zBack], [40, 1.05, zBack]);
  for (let x = -40; x <= 40; x += 1.5) posts += cam.seg([x, 0, zBack], [x, 1.05, zBack]);
  rail += `<path d="${posts}" stroke="#3a3f44" stroke-width="${f1(Math.max(2, cam.scale(0, zBack) * 0.05))}"/>`;
  sprites.add(zBack + 0.1, rail);
  for (let x = -9; x < 9; x += lay.range(2.5, 4)) {
    const z = zBack - 0.5;
    const [sx, sy] = cam.project([x, 0.5, z]);
    sprites.add(
      z,
      box(cam, x - 0.5, x + 0.5, z - 0.3, z + 0.3, 0, 0.5, '#44505a') +
        grassClump(lay, sx, sy, cam.scale(x, z) * 0.9, { plume: lay.chance(0.5) ? '#e9d6a8' : null }),
    );
  }
  return svg;
}

/** Flat side-view dog for the pet-turf shots. */
function dog(rng: Rng, x: number, y: number, s: number): string {
  const c = rng.pick(['#c8964f', '#2b2623', '#6b4429', '#e6d2b0']);
  const d = shade(c, -0.2);
  const u = s;
  const dir = rng.pick([-1, 1]);
  const X = (m: number) => x + dir * m * u;
  let svg = groundShadow(x, y, u * 0.55, u * 0.08, 0.25);
  const legs: [number, boolean][] = [
    [-0.32, true],
    [0.25, true],
    [-0.22, false],
    [0.35, false],
  ];
  for (const [lx, shadeIt] of legs) {
    svg += rect(Math.min(X(lx), X(lx + 0.08)), y - u * 0.38, u * 0.08, u * 0.38, { fill: shadeIt ? d : c, rx: u * 0.03 });
  }
  svg += ellipse(x, y - u * 0.45, u * 0.45, u * 0.17, { fill: c });
  svg += `<path d="M${f1(X(-0.42))} ${f1(y - u * 0.5)}Q${f1(X(-0.65))} ${f1(y - u * 0.62)} ${f1(X(-0.62))} ${f1(y - u * 0.82)}" stroke="${c}" stroke-width="${f1(u * 0.06)}" fill="none" stroke-linecap="round"/>`;
  svg += ellipse(X(0.38), y - u * 0.62, u * 0.1, u * 0.16, { fill: c, transform: `rotate(${dir * 30} ${f1(X(0.38))} ${f1(y - u * 0.62)})` });
  svg += circle(X(0.48), y - u * 0.78, u * 0.13, { fill: c });
  svg += ellipse(X(0.6), y - u * 0.74, u * 0.1, u * 0.06, { fill: c });
  svg += circle(X(0.69), y - u * 0.75, u * 0.025, { fill: '#1a1a1a' });
  svg += ellipse(X(0.43), y - u * 0.76, u * 0.05, u * 0.1, { fill: d });
  svg += circle(X(0.52), y - u * 0.81, u * 0.018, { fill: '#1a1a1a' });
  return svg;
}

function turfProp(sc: Scene, cam: Camera, sprites: Sprites, prop: TurfProp, { zBack, lay, greens }: { zBack: number; lay: Rng; greens: Greens }): string {
  let svg = '';
  if (prop === 'dog') {
    const x = lay.range(-2.5, 2.5);
    const z = lay.range(4.5, 7);
    const [sx, sy] = cam.project([x, 0, z]);
    sprites.add(cam.depth(x, z), dog(lay, sx, sy, cam.scale(x, z)));
    // A ball to fetch.
    const [bx, by] = cam.project([x + lay.range(-2, 2), 0, z - lay.range(0.5, 1.5)]);
    svg += circle(bx, by - cam.scale(x, z) * 0.04, cam.scale(x, z) * 0.04, { fill: '#d8e04a' });
  }
  if (prop === 'lounge') {
    for (let i = 0; i < 2; i++) {
      const x = lay.range(-3, 3) + i * 1.6;
      const z = lay.range(5, 7);
      sprites.add(cam.depth(x, z), lounger(cam, x, z, lay.pick(['#ffffff', '#2b5f8a', '#e6d3a8'])));
    }
  }
  if (prop === 'green') {
    const cx = lay.range(-2, 2);
    const cz = lay.range(5, zBack - 3);
    svg += polygon(cam.blob(cx, cz, 3.6, 2.6, { wobble: 0.25, rng: lay }), { fill: shade(greens[1], -0.12) });
    svg += polygon(cam.blob(cx, cz, 3.2, 2.3, { wobble: 0.25, rng: lay.fork('g') }), { fill: shade(greens[0], 0.12) });
    for (let i = 0; i < 2; i++) {
      const hx = cx + lay.range(-1.5, 1.5);
      const hz = cz + lay.range(-1, 1);
      svg += polygon(cam.blob(hx, hz, 0.06, 0.06, { n: 16 }), { fill: '#1c1c1c' });
      if (i === 0) {
        const [bx, by] = cam.project([hx, 0, hz]);
        const s = cam.scale(hx, hz);
        const flag =
          line(bx, by, bx, by - s * 2.1, { stroke: '#f4f4f0', 'stroke-width': f1(Math.max(2, s * 0.025)) }) +
          `<path d="M${f1(bx)} ${f1(by - s * 2.1)}Q${f1(bx + s * 0.3)} ${f1(by - s * 2.05)} ${f1(bx + s * 0.6)} ${f1(by - s * 1.98)}Q${f1(bx + s * 0.3)} ${f1(by - s * 1.85)} ${f1(bx)} ${f1(by - s * 1.78)}Z" fill="${lay.pick(['#d8312f', '#f2c230', '#e8572e'])}"/>`;
        sprites.add(cam.depth(hx, hz), flag);
      }
    }
    for (let i = 0; i < 3; i++) {
      const [bx, by] = cam.project([cx + lay.range(-2, 2), 0.02, cz + lay.range(-1.5, 1)]);
      svg += circle(bx, by - 3, Math.max(2.5, cam.scale(cx, cz) * 0.025), { fill: '#ffffff' });
    }
  } else if (prop === 'play') {
    const x = lay.range(-4, 1);
    const z = lay.range(6, zBack - 2.5);
    const wood = '#b98b5e';
    const leg = (px: number, pz: number, spread: number): Vec3[] => [
      [px, 0, pz - spread],
      [px, 2.4, pz],
      [px, 0, pz + spread],
    ];
    let s = '';
    const beam = cam.poly([
      [x, 2.4, z],
      [x + 3.6, 2.4, z],
      [x + 3.6, 2.5, z],
      [x, 2.5, z],
    ]);
    const sw = Math.max(3, cam.scale(x, z) * 0.09);
    for (const px of [x, x + 3.6]) {
      const [a, b, c] = leg(px, z, 0.9).map((p) => cam.project(p));
      s += `<path d="M${f1(a[0])} ${f1(a[1])}L${f1(b[0])} ${f1(b[1])}L${f1(c[0])} ${f1(c[1])}" stroke="${wood}" stroke-width="${f1(sw)}" fill="none" stroke-linejoin="round"/>`;
    }
    s += polygon(beam, { fill: shade(wood, -0.1) });
    for (const sx of [x + 0.9, x + 2.3]) {
      const top1 = cam.project([sx - 0.25, 2.4, z]);
      const top2 = cam.project([sx + 0.25, 2.4, z]);
      const b1 = cam.project([sx - 0.25, 0.5, z]);
      const b2 = cam.project([sx + 0.25, 0.5, z]);
      s += `<path d="M${f1(top1[0])} ${f1(top1[1])}L${f1(b1[0])} ${f1(b1[1])}M${f1(top2[0])} ${f1(top2[1])}L${f1(b2[0])} ${f1(b2[1])}" stroke="#555" stroke-width="2"/>`;
      s += polygon(
        cam.poly([
          [sx - 0.28, 0.48, z - 0.12],
          [sx + 0.28, 0.48, z - 0.12],
          [sx + 0.28, 0.5, z + 0.12],
          [sx - 0.28, 0.5, z + 0.12],
        ]),
        { fill: lay.pick(['#2f7fb8', '#e0a030', '#3a9a6a']) },
      );
      s += polygon(
        cam.poly([
          [sx - 0.28, 0.4, z],
          [sx + 0.28, 0.4, z],
          [sx + 0.28, 0.5, z],
          [sx - 0.28, 0.5, z],
        ]),
        { fill: '#2a6f9f' },
      );
    }
    const [gx, gy] = cam.project([x + 1.8, 0, z]);
    sprites.add(cam.depth(x + 1.8, z), groundShadow(gx + 20, gy, cam.scale(x, z) * 2.2, cam.scale(x, z) * 0.3, 0.18) + s);
  } else if (prop === 'bocce') {
    const x0 = lay.range(-3, -1);
    const z0 = lay.range(3.5, 5);
    const z1 = Math.min(zBack - 1.5, z0 + 12);
    svg += box(cam, x0 - 0.15, x0 + 3.15, z0 - 0.15, z1 + 0.15, 0, 0.15, '#9a7452', { top: '#a98560' });
    svg += polygon(cam.ground(x0, x0 + 3, z0, z1, 0.151), { fill: shade(greens[0], 0.08) });
    for (let i = 0; i < 5; i++) {
      const bx = x0 + lay.range(0.4, 2.6);
      const bz = lay.range(z0 + 2, z1 - 1);
      const [px, py] = cam.project([bx, 0.15, bz]);
      const r = cam.scale(bx, bz) * (i === 0 ? 0.03 : 0.055);
      svg += groundShadow(px + r * 0.4, py, r * 1.2, r * 0.35, 0.3) + circle(px, py - r, r, { fill: i === 0 ? '#f5f2ea' : i % 2 ? '#b8342e' : '#2e5f9e' });
    }
  } else if (prop === 'pool') {
    const side = lay.pick([-1, 1]);
    const x0 = side < 0 ? -12 : 3.5;
    svg += poolBasin(sc, cam, { x0, x1: x0 + 8.5, z0: 4, z1: Math.min(zBack - 1.5, 13) });
    for (let i = 0; i < 2; i++) {
      const lx = side < 0 ? 1.3 + i * 1.3 : -2.4 - i * 1.3;
      sprites.add(cam.depth(lx, 5.5), lounger(cam, lx, 5.5, lay.pick(['#ffffff', '#2b5f8a', '#e6d3a8'])));
    }
  }
  return svg;
}

/** Pool water, waterline tile and coping for a rectangular pool. */
/** Rounded "freeform" pool: superellipse outline with an optional kidney pinch. */
function freeformPool(
  sc: Scene,
  cam: Camera,
  rng: Rng,
  { x0, x1, z0, z1, night, coping, pinch }: GroundRect & { night: boolean; coping: string; pinch: number },
): string {
  const cx = (x0 + x1) / 2;
  const cz = (z0 + z1) / 2;
  const n = 72;
  const outline = (grow: number, y: number): Vec3[] => {
    const pts: Vec3[] = [];
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const c = Math.cos(a);
      const sn = Math.sin(a);
      let x = ((x1 - x0) / 2) * Math.sign(c) * Math.abs(c) ** 0.6;
      const z = ((z1 - z0) / 2) * Math.sign(sn) * Math.abs(sn) ** 0.6;
      // Kidney: pull one long side inward around its middle.
      x -= pinch * (x1 - x0) * 0.5 * Math.exp(-((a - Math.PI) ** 2) / 0.25) * Math.sign(c || -1);
      const len = Math.hypot(x, z) || 1;
      pts.push([cx + x + (x / len) * grow, y, cz + z + (z / len) * grow]);
    }
    return pts;
  };
  const cw = 0.35;
  let svg = polygon(cam.poly(outline(cw, 0.03)), { fill: night ? '#3a3f48' : coping });
  const inner = outline(0, 0.03);
  const outer = outline(cw, 0.03);
  let joints = '';
  for (let i = 0; i < n; i += 3) joints += cam.seg(inner[i], outer[i]);
  svg += `<path d="${joints}" stroke="${night ? '#2a2f38' : shade(coping, -0.18)}" stroke-width="1.4"/>`;
  svg += polygon(cam.poly(inner), { fill: night ? '#0f3a4a' : '#2d6f8a' });
  const water = cam.poly(outline(-0.04, -0.14));
  const nearY = Math.max(...water.map((p) => p[1]));
  const farY = Math.min(...water.map((p) => p[1]));
  svg += polygon(water, {
    fill: night
      ? sc.linear(
          [
            [0, '#1fb6c9'],
            [1, '#0a6f8a'],
          ],
          0,
          nearY,
          0,
          farY,
        )
      : sc.linear(
          [
            [0, '#5fd3db'],
            [0.6, '#33b2cc'],
            [1, '#1f8fb3'],
          ],
          0,
          nearY,
          0,
          farY,
        ),
  });
  svg += poolRipples(sc, cam, rng, { x0, x1, z0, z1, water, night });
  return svg;
}

interface PoolOptions extends GroundRect {
  night?: boolean;
  coping?: string;
  shape?: 'rect' | 'free';
  /** Kidney shape: how far one long side is pulled in (free shape only). */
  pinch?: number;
}

function poolBasin(sc: Scene, cam: Camera, { x0, x1, z0, z1, night = false, coping = '#ece3cf', shape = 'rect', pinch = 0 }: PoolOptions): string {
  const rng = sc.detail.fork('ripples');
  if (shape === 'free') return freeformPool(sc, cam, rng, { x0, x1, z0, z1, night, coping, pinch });
  let svg = '';
  const cw = 0.35;
  // Coping ring, slightly raised.
  let joints = '';
  svg += polygon(cam.ground(x0 - cw, x1 + cw, z0 - cw, z1 + cw, 0.03), { fill: night ? '#3a3f48' : coping });
  for (let x = x0; x <= x1 + 0.01; x += 0.6) {
    for (const [za, zb] of [
      [z0 - cw, z0],
      [z1, z1 + cw],
    ]) {
      const a = cam.project([x, 0.03, za]);
      const b = cam.project([x, 0.03, zb]);
      joints += seg(a, b);
    }
  }
  for (let z = z0; z <= z1 + 0.01; z += 0.6) {
    for (const [xa, xb] of [
      [x0 - cw, x0],
      [x1, x1 + cw],
    ]) {
      const a = cam.project([xa, 0.03, z]);
      const b = cam.project([xb, 0.03, z]);
      joints += seg(a, b);
    }
  }
  svg += `<path d="${joints}" stroke="${night ? '#2a2f38' : shade(coping, -0.18)}" stroke-width="1.4"/>`;
  // Waterline tile band on the inner walls we can see (far and side walls).
  svg += polygon(cam.ground(x0, x1, z0, z1, 0.03), { fill: night ? '#0f3a4a' : '#2d6f8a' });
  const water = cam.ground(x0 + 0.02, x1 - 0.02, z0 + 0.02, z1 - 0.02, -0.14);
  const nearY = Math.max(...water.map((p) => p[1]));
  const farY = Math.min(...water.map((p) => p[1]));
  const fill = night
    ? sc.linear(
        [
          [0, '#1fb6c9'],
          [1, '#0a6f8a'],
        ],
        0,
        nearY,
        0,
        farY,
      )
    : sc.linear(
        [
          [0, '#5fd3db'],
          [0.6, '#33b2cc'],
          [1, '#1f8fb3'],
        ],
        0,
        nearY,
        0,
        farY,
      );
  svg += polygon(water, { fill });
  svg += poolRipples(sc, cam, rng, { x0, x1, z0, z1, water, night });
  return svg;
}

/** Ripple lines in world space (so they compress with distance) clipped to the water, plus the night glow. */
function poolRipples(sc: Scene, cam: Camera, rng: Rng, { x0, x1, z0, z1, water, night }: GroundRect & { water: Vec2[]; night: boolean }): string {
  let svg = '';
  const clip = sc.clip(polygon(water, {}));
  let ripples = '';
  let ripples2 = '';
  for (let z = z0 + 0.15; z < z1; z += rng.range(0.12, 0.3)) {
    const pts: Vec2[] = [];
    const amp = rng.range(0.03, 0.08);
    const k = rng.range(2, 5);
    const ph = rng.range(0, 6);
    for (let x = x0; x <= x1; x += 0.15) pts.push(cam.project([x, -0.14, z + Math.sin(x * k + ph) * amp]));
    const d = `M${pts.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}`;
    if (rng.chance(0.5)) ripples += d;
    else ripples2 += d;
  }
  const sw = Math.max(1.5, cam.scale((x0 + x1) / 2, z0) * 0.012);
  svg += `<g clip-path="${clip}"><path d="${ripples}" stroke="#e9fbff" stroke-width="${f1(sw)}" fill="none" opacity="${night ? 0.25 : 0.45}"/>`;
  svg += `<path d="${ripples2}" stroke="#1b7fa0" stroke-width="${f1(sw)}" fill="none" opacity="0.35"/>`;
  if (night) {
    const [lx, ly] = cam.project([(x0 + x1) / 2, -0.5, z0 + (z1 - z0) * 0.3]);
    svg += ellipse(lx, ly, cam.scale(0, z0) * 3, cam.scale(0, z0) * 1, {
      fill: sc.softRadial([
        [0, '#c8fbff', 0.8],
        [1, '#3fd0e0', 0],
      ]),
    });
  }
  svg += '</g>';
  return svg;
}

/** Chaise lounge at ground point (x, z), facing the camera. */
function lounger(cam: Camera, x: number, z: number, cushion = '#ffffff', night = false): string {
  const frame = night ? '#222' : '#8a6a4a';
  let svg = '';
  const [sx, sy] = cam.project([x, 0, z]);
  if (!night) svg += groundShadow(sx + 20, sy, cam.scale(x, z) * 0.6, cam.scale(x, z) * 0.18, 0.2);
  svg += box(cam, x - 0.35, x + 0.35, z - 0.9, z + 0.5, 0.1, 0.3, frame);
  svg += box(cam, x - 0.33, x + 0.33, z - 0.88, z + 0.48, 0.3, 0.38, night ? '#444' : cushion);
  svg += polygon(
    cam.poly([
      [x - 0.33, 0.38, z + 0.45],
      [x + 0.33, 0.38, z + 0.45],
      [x + 0.33, 0.95, z + 0.95],
      [x - 0.33, 0.95, z + 0.95],
    ]),
    { fill: night ? '#333' : shade(cushion, -0.08) },
  );
  return svg;
}

function umbrella(cam: Camera, x: number, z: number, color: string): string {
  const [bx, by] = cam.project([x, 0, z]);
  const [tx, ty] = cam.project([x, 2.5, z]);
  const s = cam.scale(x, z);
  let svg = groundShadow(bx + s * 0.5, by + s * 0.05, s * 1.3, s * 0.3, 0.18);
  svg += line(bx, by, tx, ty, { stroke: '#eee', 'stroke-width': f1(Math.max(2, s * 0.04)) });
  const ring: Vec2[] = [];
  for (let i = 0; i <= 16; i++) {
    const a = Math.PI + (i / 16) * Math.PI;
    ring.push(cam.project([x + Math.cos(a) * 1.4, 2.15, z + Math.sin(a) * 1.4 * 0.999]));
  }
  const apex = cam.project([x, 2.65, z]);
  svg += polygon([apex, ...ring], { fill: color });
  let ribs = '';
  for (let i = 0; i <= 16; i += 4) ribs += `M${f1(apex[0])} ${f1(apex[1])}L${f1(ring[i][0])} ${f1(ring[i][1])}`;
  svg += `<path d="${ribs}" stroke="${shade(color, -0.2)}" stroke-width="2"/>`;
  return svg;
}

/** Cracked grey concrete slab with stains and weeds: the "before" patio. */
function oldConcrete(sc: Scene, cam: Camera, { x0, x1, z0, z1 }: GroundRect): string {
  const rng = sc.rng.fork('concrete');
  let svg = polygon(cam.ground(x0, x1, z0, z1, 0.01), { fill: '#a9a7a0' });
  for (let i = 0; i < 18; i++) {
    svg += polygon(cam.blob(rng.range(x0, x1), rng.range(z0, z1), rng.range(0.4, 1.6), rng.range(0.3, 1.2), { wobble: 0.5, rng, y: 0.01 }), {
      fill: rng.pick(['#8f8c84', '#9b968a', '#b6b2a8', '#7f7d76']),
      opacity: 0.55,
    });
  }
  svg += speckle(sc, cam, { inside: (x, z) => x > x0 && x < x1 && z > z0 && z < z1, count: 9000, colors: ['#8a8882', '#c4c1b9', '#6f6d68'], size: 0.015 });
  let cracks = '';
  let joints = '';
  for (let x = Math.ceil(x0 / 3) * 3; x < x1; x += 3) {
    const a = cam.project([x, 0.01, z0]);
    const b = cam.project([x, 0.01, z1]);
    joints += seg(a, b);
  }
  for (let z = Math.ceil(z0 / 3) * 3; z < z1; z += 3) {
    const a = cam.project([x0, 0.01, z]);
    const b = cam.project([x1, 0.01, z]);
    joints += seg(a, b);
  }
  let weeds = '';
  for (let i = 0; i < 14; i++) {
    let x = rng.range(x0, x1);
    let z = rng.range(z0, z1);
    let a = rng.range(0, Math.PI * 2);
    const pts: Vec2[] = [];
    for (let k = 0; k < 14; k++) {
      pts.push(cam.project([x, 0.01, z]));
      a += rng.range(-0.7, 0.7);
      x += Math.cos(a) * 0.25;
      z += Math.sin(a) * 0.25;
    }
    cracks += `M${pts.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}`;
    if (rng.chance(0.6)) {
      const [wx, wy] = rng.pick(pts);
      weeds += grassClump(rng, wx, wy, cam.scale(x, z) * 0.22, { color: '#5f7a30', width: 1.6 });
    }
  }
  svg += `<path d="${joints}" stroke="#7d7a73" stroke-width="2" fill="none"/>`;
  svg += `<path d="${cracks}" stroke="#4e4c47" stroke-width="2.2" fill="none" stroke-linejoin="round"/>`;
  return svg + weeds;
}

function sceneHardscape(sc: Scene, info: SceneInfo): SceneResult {
  const rng = sc.rng;
  const keys = info.key;
  const before = info.state === 'before';
  const tod = pickTod(rng.fork('tod'), { day: 4, morning: 2, golden: 3 });
  const cam = makeView(rng.fork('view'), { horizon: [0.34, 0.44], height: [1.6, 2.2] });
  const sprites = createSprites();
  const lay = rng.fork('layout');
  const zBack = lay.range(10, 15);
  const kind = /driveway|entry|courtyard/.test(keys) ? 'house' : lay.chance(0.6) ? 'house' : 'fence';
  let svg = drawSky(sc, cam, tod) + treeLine(sc, cam, tod);
  svg += backdrop(sc, cam, sprites, { zBack, kind, state: info.state, palms: lay.int(0, 2), garage: /driveway/.test(keys) });
  // Lawn around the hardscape.
  if (before) svg += patchyLawn(sc, cam, { x0: -40, x1: 40, z0: 0.3, z1: zBack - 1.2 });
  else svg += turfLawn(sc, cam, { x0: -40, x1: 40, z0: 0.3, z1: zBack - 1.2, stripeW: 1.4, greens: lay.pick(TURF_GREENS), blades: 12000 });

  const poolDeck = /pool/.test(keys);
  const driveway = /driveway/.test(keys);
  const palette = poolDeck ? 'travertine' : lay.pick(['tan', 'grey', 'tuscan', 'shore', 'tan']);
  const pattern: PaverPattern =
    /herringbone/.test(keys) || driveway ? 'herringbone' : poolDeck ? 'ashlar' : lay.pick(['herringbone', 'running', 'basketweave', 'ashlar', 'herringbone']);
  const angle = driveway ? Math.PI / 4 : pattern === 'herringbone' ? lay.pick([0, Math.PI / 4]) : lay.pick([0, 0, Math.PI / 2]);
  const walk = /walkway|path|stepping|garden-walk/.test(keys);

  if (walk) {
    // Curving walkway through the lawn to the back of the garden.
    const amp = lay.range(0.8, 2);
    const ph = lay.range(0, 6);
    const cx = lay.range(-1, 1);
    const center = (z: number) => cx + amp * Math.sin(z * 0.35 + ph);
    const half = lay.range(0.6, 0.9);
    const inside = (x: number, z: number) => Math.abs(x - center(z)) < half && z < zBack - 1.2 && z > 0.3;
    const edge = (sgn: number): Vec3[] => {
      const pts: Vec3[] = [];
      for (let z = 0.4; z < zBack - 1.2; z += 0.2) pts.push([center(z) + sgn * half, 0, z]);
      return pts;
    };
    if (before) {
      svg += polygon(cam.poly([...edge(-1), ...edge(1).reverse()]), { fill: '#cbbb93' });
    } else if (/stepping/.test(keys)) {
      for (let z = 0.8; z < zBack - 1.5; z += 0.75) {
        svg += polygon(cam.blob(center(z), z, 0.42, 0.3, { wobble: 0.18, rng: lay, y: 0.02 }), { fill: jitter(lay, '#b9ad98', 0.08) });
      }
    } else {
      const p = paverField(sc, cam, { bounds: [cx - amp - 1, cx + amp + 1, 0.3, zBack], inside, palette, pattern, angle, unit: 0.12 });
      svg += polygon(cam.poly([...edge(-1), ...edge(1).reverse()]), { fill: p.base }) + p.svg;
      for (const sgn of [-1, 1])
        svg += polyline(
          edge(sgn).map((p3) => cam.project(p3)),
          { stroke: shade(PAVER_PALETTES[palette].colors[3], -0.35), 'stroke-width': 6 },
        );
    }
  } else {
    const px0 = lay.range(-6, -3.5);
    const px1 = lay.range(3.5, 6);
    const pz1 = Math.min(zBack - 1.6, lay.range(7, 10));
    const inside = (x: number, z: number) => x > px0 && x < px1 && z < pz1;
    if (before) {
      svg += oldConcrete(sc, cam, { x0: px0, x1: px1, z0: 0.3, z1: pz1 });
    } else {
      const p = paverField(sc, cam, { bounds: [px0, px1, 0.3, pz1], inside, palette, pattern, angle, unit: /driveway/.test(keys) ? 0.2 : 0.15 });
      svg += polygon(cam.ground(px0, px1, 0.3, pz1), { fill: p.base }) + p.svg;
      // Soldier-course border in a darker blend.
      const bc = shade(PAVER_PALETTES[palette].colors[3], -0.3);
      let border = '';
      for (const [a, b, c, d] of [
        [px0, px0 + 0.3, 0.3, pz1],
        [px1 - 0.3, px1, 0.3, pz1],
        [px0, px1, pz1 - 0.3, pz1],
      ])
        border += polygon(cam.ground(a, b, c, d, 0.005), {});
      svg += `<g fill="${bc}">${border}</g>`;
      const plain = driveway || poolDeck;
      const seatWall = /seat|wall|terrace/.test(keys) || (!plain && lay.chance(0.55));
      const firePit = /fire/.test(keys) || (!plain && !/kitchen/.test(keys) && lay.chance(0.35));
      if (poolDeck) {
        const pw = Math.min(px1 - px0 - 2.5, lay.range(4, 6));
        const x0 = lay.range(px0 + 1, px1 - 1.2 - pw);
        svg += poolBasin(sc, cam, { x0, x1: x0 + pw, z0: 3.5, z1: Math.max(6, pz1 - 1.2) });
      }
      const wallC = lay.pick(['#b9a58a', '#9c958a', '#c4b296', '#8e8174']);
      if (seatWall) {
        const wz = pz1 - 0.45;
        const curve = lay.chance(0.5);
        if (curve) {
          const segs = 12;
          const cxw = (px0 + px1) / 2;
          const rr = (px1 - px0) / 2 - 0.4;
          for (let i = 0; i < segs; i++) {
            const a0 = Math.PI * (i / segs);
            const a1 = Math.PI * ((i + 1) / segs);
            const p = (a: number, r: number): Vec2 => [cxw + Math.cos(a) * r, wz - 2.2 + Math.sin(a) * 2.2 * (r / rr)];
            const foot = [p(a0, rr), p(a1, rr), p(a1, rr + 0.35), p(a0, rr + 0.35)];
            const z = (foot[0][1] + foot[2][1]) / 2;
            sprites.add(
              cam.depth(foot[0][0], z),
              prism(cam, foot, 0, 0.5, wallC, { courses: { h: 0.125, l: 0.3 } }) + prism(cam, foot, 0.5, 0.57, shade(wallC, 0.15)),
            );
          }
        } else {
          sprites.add(
            wz,
            box(cam, px0 + 0.4, px1 - 0.4, wz, wz + 0.35, 0, 0.5, wallC, { courses: { h: 0.125, l: 0.3 } }) +
              box(cam, px0 + 0.35, px1 - 0.35, wz - 0.03, wz + 0.38, 0.5, 0.57, shade(wallC, 0.15)),
          );
          if (/terrace|retaining/.test(keys)) {
            // A taller retaining wall behind, holding a raised planting terrace.
            sprites.add(
              wz + 1.5,
              box(cam, -30, 30, wz + 1.2, wz + 1.6, 0, 1.0, wallC, { courses: { h: 0.15, l: 0.4 } }) +
                box(cam, -30, 30, wz + 1.15, wz + 1.65, 1.0, 1.08, shade(wallC, 0.15)),
            );
            sprites.add(wz + 1.45, polygon(cam.ground(-30, 30, wz + 1.65, wz + 4, 1.0), { fill: '#5a4030' }));
            for (let x = -12; x < 12; x += lay.range(0.9, 1.6)) {
              const z = wz + lay.range(2, 3.5);
              const [sx, sy] = cam.project([x, 1.0, z]);
              const s = cam.scale(x, z);
              sprites.add(
                z,
                lay.chance(0.6)
                  ? shrub(lay, sx, sy, s * lay.range(0.4, 0.6), { flowers: lay.chance(0.4) ? 25 : 0 })
                  : grassClump(lay, sx, sy, s * 0.9, { plume: lay.chance(0.5) ? '#e7a6c4' : null }),
              );
            }
          }
        }
      }
      if (firePit) {
        const fx = (px0 + px1) / 2 + lay.range(-1, 1);
        const fz = lay.range(4, pz1 - 2.2);
        let f = cylinder(cam, fx, fz, 0.6, 0, 0.45, wallC, { courses: 3, top: shade(wallC, 0.2) });
        f += polygon(cam.blob(fx, fz, 0.42, 0.42, { y: 0.45, n: 32 }), { fill: '#2b2420' });
        const [ex, ey] = cam.project([fx, 0.45, fz]);
        const s = cam.scale(fx, fz);
        if (tod !== 'day') {
          f += glow(sc, ex, ey - s * 0.2, s * 1.2, '#ffb24a', 0.7);
          f += `<path d="M${f1(ex - s * 0.25)} ${f1(ey)}Q${f1(ex - s * 0.2)} ${f1(ey - s * 0.4)} ${f1(ex)} ${f1(ey - s * 0.7)}Q${f1(ex + s * 0.1)} ${f1(ey - s * 0.35)} ${f1(ex + s * 0.25)} ${f1(ey)}Z" fill="#ffb43c"/>`;
          f += `<path d="M${f1(ex - s * 0.12)} ${f1(ey)}Q${f1(ex - s * 0.08)} ${f1(ey - s * 0.25)} ${f1(ex)} ${f1(ey - s * 0.42)}Q${f1(ex + s * 0.06)} ${f1(ey - s * 0.2)} ${f1(ex + s * 0.12)} ${f1(ey)}Z" fill="#fff0a0"/>`;
        }
        sprites.add(cam.depth(fx, fz), f);
        // Adirondack-style chairs around the pit.
        // Chairs only on the far side, so they face both the fire and the camera.
        for (const a of [Math.PI * 0.78, Math.PI * 0.5, Math.PI * 0.22]) {
          if (lay.chance(0.25)) continue;
          const chx = fx + Math.cos(a) * 1.6;
          const chz = fz + Math.sin(a) * 1.3;
          sprites.add(cam.depth(chx, chz), chair(cam, chx, chz, lay.pick(['#f2efe6', '#2f6f8a', '#e0b040', '#3f7f5f'])));
        }
      }
      if (/kitchen/.test(keys)) {
        const kz = pz1 - 1.2;
        sprites.add(
          kz,
          box(cam, px0 + 0.6, px0 + 4.2, kz, kz + 0.8, 0, 0.9, wallC, { courses: { h: 0.15, l: 0.4 } }) +
            box(cam, px0 + 0.55, px0 + 4.25, kz - 0.05, kz + 0.85, 0.9, 0.96, '#3a3a3a') +
            box(cam, px0 + 1.6, px0 + 2.6, kz + 0.1, kz + 0.7, 0.96, 1.25, '#b8bcc0'),
        );
      }
      // Planters at the patio corners.
      for (const [x, z] of [
        [px0 + 0.6, pz1 - 0.7],
        [px1 - 0.6, pz1 - 0.7],
        [px1 - 0.6, 2.5],
      ]) {
        if (!lay.chance(0.7) || cam.depth(x, z) < 1.5) continue;
        const pc = lay.pick(['#3d4a52', '#c9b79a', '#8f6f55', '#e8e2d6']);
        const [sx, sy] = cam.project([x, 0.6, z]);
        sprites.add(
          cam.depth(x, z) - 0.3,
          box(cam, x - 0.35, x + 0.35, z - 0.35, z + 0.35, 0, 0.6, pc) +
            (lay.chance(0.5)
              ? grassClump(lay, sx, sy, cam.scale(x, z) * 0.9, { plume: '#e9d6a8' })
              : shrub(lay, sx, sy, cam.scale(x, z) * 0.45, { flowers: 25 })),
        );
      }
    }
  }
  svg += sprites.render();
  return { svg, tod };
}

/** Adirondack chair seen from the front, at ground point (x, z). */
function chair(cam: Camera, x: number, z: number, color: string): string {
  const [sx, sy] = cam.project([x, 0, z]);
  const u = cam.scale(x, z);
  const X = (m: number) => sx + m * u;
  const Y = (m: number) => sy - m * u;
  const dark = shade(color, -0.22);
  let svg = groundShadow(sx + u * 0.15, sy, u * 0.55, u * 0.12, 0.22);
  // Fan back with a rounded top, slat gaps drawn over it.
  svg += `<path d="M${f1(X(-0.22))} ${f1(Y(0.38))}L${f1(X(-0.32))} ${f1(Y(0.92))}Q${f1(X(0))} ${f1(Y(1.12))} ${f1(X(0.32))} ${f1(Y(0.92))}L${f1(X(0.22))} ${f1(Y(0.38))}Z" fill="${shade(color, -0.08)}"/>`;
  let gaps = '';
  for (let i = -2; i <= 2; i++) if (i) gaps += seg([X(i * 0.045), Y(0.4)], [X(i * 0.066), Y(1.02 - Math.abs(i) * 0.03)]);
  svg += `<path d="${gaps}" stroke="${shade(color, -0.35)}" stroke-width="${f1(Math.max(1, u * 0.012))}"/>`;
  svg += polygon(
    [
      [X(-0.3), Y(0.34)],
      [X(0.3), Y(0.34)],
      [X(0.27), Y(0.42)],
      [X(-0.27), Y(0.42)],
    ],
    { fill: color },
  );
  for (const sgn of [-1, 1]) {
    svg += rect(Math.min(X(sgn * 0.3), X(sgn * 0.36)), Y(0.58), u * 0.06, u * 0.58, { fill: dark });
    svg += rect(Math.min(X(sgn * 0.26), X(sgn * 0.44)), Y(0.63), u * 0.18, u * 0.05, { fill: color });
  }
  return svg;
}

/** Low path light: dark post, hood and a warm pool of light on the ground. */
function pathLight(sc: Scene, cam: Camera, x: number, z: number, { height = 0.55 }: { height?: number } = {}): { pool: string; lamp: string } {
  const [bx, by] = cam.project([x, 0, z]);
  const [tx, ty] = cam.project([x, height, z]);
  const s = cam.scale(x, z);
  const pool = polygon(cam.blob(x, z, 1.3, 1.0, { n: 28 }), {
    fill: sc.softRadial([
      [0, '#ffd890', 0.5],
      [1, '#ffd890', 0],
    ]),
  });
  const lamp =
    line(bx, by, tx, ty, { stroke: '#1a1a1a', 'stroke-width': f1(Math.max(2, s * 0.035)) }) +
    ellipse(tx, ty, s * 0.09, s * 0.035, { fill: '#2a2a2a' }) +
    glow(sc, tx, ty + s * 0.04, s * 0.45, '#ffd27a', 1);
  return { pool, lamp };
}

/** Palm with an uplight at its base and a faint beam up the trunk. */
function uplitPalm(sc: Scene, cam: Camera, rng: Rng, x: number, z: number, hMetres: number): string {
  const [bx, by] = cam.project([x, 0, z]);
  const s = cam.scale(x, z);
  const h = s * hMetres;
  return (
    ellipse(bx, by - h * 0.45, h * 0.28, h * 0.6, {
      fill: sc.softRadial([
        [0, '#ffcf80', 0.22],
        [1, '#ffcf80', 0],
      ]),
    }) +
    palm(sc, rng, bx, by, h, { lit: true }) +
    glow(sc, bx, by, s * 0.7, '#ffd080', 0.9)
  );
}

/** Dark walkway winding to the back of the garden, lined with path lights. */
function litWalkway(sc: Scene, cam: Camera, sprites: Sprites, lay: Rng, { zEnd, spacing = [2.2, 3.2] }: { zEnd: number; spacing?: Span }): string {
  const amp = lay.range(0.5, 1.6);
  const ph = lay.range(0, 6);
  const cx = lay.range(-1.5, 1.5);
  const center = (z: number) => cx + amp * Math.sin(z * 0.3 + ph);
  const half = 0.7;
  const edge = (sgn: number): Vec3[] => {
    const pts: Vec3[] = [];
    for (let z = 0.4; z < zEnd; z += 0.25) pts.push([center(z) + sgn * half, 0, z]);
    return pts;
  };
  const p = paverField(sc, cam, {
    bounds: [cx - amp - 1, cx + amp + 1, 0.3, zEnd],
    inside: (x, z) => Math.abs(x - center(z)) < half,
    palette: lay.pick(['tan', 'shore']),
    pattern: 'running',
    unit: 0.15,
    night: 0.62,
  });
  let svg = polygon(cam.poly([...edge(-1), ...edge(1).reverse()]), { fill: p.base }) + p.svg;
  for (let z = lay.range(1.5, 2.5); z < zEnd - 1.5; z += lay.range(...spacing)) {
    for (const sgn of [-1, 1]) {
      const x = center(z) + sgn * (half + 0.35);
      const l = pathLight(sc, cam, x, z);
      svg += l.pool;
      sprites.add(cam.depth(x, z), l.lamp);
    }
  }
  return svg;
}

function lightingDock(sc: Scene, cam: Camera, lay: Rng): string {
  // Sound-side dock: water to the horizon with reflections of the post lights.
  let svg = polygon(cam.ground(-200, 200, 3, 600), {
    fill: sc.linear(
      [
        [0, '#1a2240'],
        [1, '#4a3a5c'],
      ],
      0,
      H,
      0,
      cam.horizon,
    ),
  });
  let shimmer = '';
  for (let i = 0; i < 90; i++) {
    const y = lerp(cam.horizon + 4, H, Math.pow(lay.next(), 1.5));
    shimmer += rect(lay.range(0, W), y, (lay.range(20, 120) * (y - cam.horizon)) / 400, 2, {});
  }
  svg += `<g fill="#f3a070" opacity="0.25">${shimmer}</g>`;
  svg += polygon(cam.ground(-200, 200, 0.3, 3), { fill: '#0d130e' });
  const dx = lay.range(-1.5, 0.5);
  const deckY = 0.6;
  svg += box(cam, dx, dx + 2, 1, 40, 0, deckY, '#2e2620', { top: '#4a3b30' });
  let planks = '';
  for (let z = 1; z < 40; z += 0.18) planks += cam.seg([dx, deckY, z], [dx + 2, deckY, z]);
  svg += `<path d="${planks}" stroke="#221b16" stroke-width="1.3"/>`;
  for (let z = 2; z < 40; z += 3) {
    for (const x of [dx, dx + 2]) {
      const [bx, by] = cam.project([x, deckY, z]);
      const [tx, ty] = cam.project([x, deckY + 1, z]);
      const s = cam.scale(x, z);
      svg += line(bx, by, tx, ty, { stroke: '#14100c', 'stroke-width': f1(Math.max(2, s * 0.1)) });
      svg += glow(sc, tx, ty, s * 0.9, '#ffcc70', 0.9);
      const [rx, ry] = cam.project([x, -0.6, z]);
      svg += ellipse(rx, ry + s * 0.4, s * 0.15, s * 0.9, {
        fill: sc.softRadial([
          [0, '#ffcc70', 0.6],
          [1, '#ffcc70', 0],
        ]),
      });
    }
  }
  return svg;
}

/** Raised deck with lit stair risers and post-cap lights. */
function litDeck(sc: Scene, cam: Camera, sprites: Sprites, lay: Rng): void {
  const x0 = lay.range(-5, -2);
  const x1 = x0 + lay.range(6, 9);
  const z0 = lay.range(4.5, 6);
  const z1 = z0 + 6;
  const y = 0.9;
  const wood = '#4a3a2e';
  let svg = box(cam, x0, x1, z0, z1, 0, y, wood, { top: '#6a5442' });
  let boards = '';
  for (let x = x0; x < x1; x += 0.14) boards += cam.seg([x, y, z0], [x, y, z1]);
  svg += `<path d="${boards}" stroke="#2c231d" stroke-width="1.2"/>`;
  // Steps down toward the camera; every riser (and the deck fascia) gets two small lights.
  const sx0 = (x0 + x1) / 2 - 1.2;
  const sx1 = sx0 + 2.4;
  const risers: [top: number, z: number][] = [[y, z0]];
  for (let k = 1; k <= 2; k++) {
    const top = y - k * 0.3;
    const zf = z0 - k * 0.32;
    svg += box(cam, sx0, sx1, zf, z0, 0, top, wood, { top: '#6a5442' });
    risers.push([top, zf]);
  }
  for (const [top, zf] of risers) {
    for (const t of [0.2, 0.8]) {
      const lx = lerp(sx0, sx1, t);
      const s = cam.scale(lx, zf);
      const [px, py] = cam.project([lx, top - 0.12, zf - 0.01]);
      svg += glow(sc, px, py, s * 0.3, '#ffd890', 1);
      const [gx, gy] = cam.project([lx, top - 0.3, zf - 0.2]);
      svg += ellipse(gx, gy, s * 0.4, s * 0.1, {
        fill: sc.softRadial([
          [0, '#ffd890', 0.45],
          [1, '#ffd890', 0],
        ]),
      });
    }
  }
  // Railing with glowing post caps along the deck front.
  let rails = '';
  let caps = '';
  for (const [a, b] of [
    [x0, sx0],
    [sx1, x1],
  ]) {
    rails += cam.seg([a, y + 0.95, z0], [b, y + 0.95, z0]);
    for (let x = a; x <= b + 0.01; x += Math.max(0.8, (b - a) / Math.max(1, Math.round((b - a) / 1.6)))) {
      rails += cam.seg([x, y, z0], [x, y + 1.0, z0]);
      const [cx, cy] = cam.project([x, y + 1.02, z0]);
      caps += glow(sc, cx, cy, cam.scale(x, z0) * 0.3, '#ffd890', 0.9);
    }
    for (let x = a; x < b; x += 0.12) rails += cam.seg([x, y, z0], [x, y + 0.95, z0]);
  }
  svg += `<path d="${rails}" stroke="#2a211b" stroke-width="${f1(Math.max(2, cam.scale(0, z0) * 0.04))}"/>` + caps;
  sprites.add(z0 - 0.5, svg);
}

/** Patio with a bistro table under festoon lights. */
function stringLightPatio(sc: Scene, cam: Camera, sprites: Sprites, lay: Rng): string {
  const z0 = lay.range(3.5, 5);
  const px0 = lay.range(-5, -3.5);
  const px1 = lay.range(3.5, 5);
  const pz1 = z0 + 6;
  const p = paverField(sc, cam, {
    bounds: [px0, px1, z0 - 1.5, pz1],
    inside: (x, z) => x > px0 && x < px1 && z > z0 - 1.5 && z < pz1,
    palette: lay.pick(['tan', 'grey', 'tuscan']),
    pattern: lay.pick(['herringbone', 'running']),
    unit: 0.15,
    night: 0.55,
  });
  let svg = polygon(cam.ground(px0, px1, z0 - 1.5, pz1), { fill: p.base }) + p.svg;
  svg += polygon(cam.blob((px0 + px1) / 2, z0 + 2.5, 4, 2.8, { n: 32 }), {
    fill: sc.softRadial([
      [0, '#ffcf80', 0.35],
      [1, '#ffcf80', 0],
    ]),
  });
  const pts = [
    [px0 + 0.3, z0],
    [px1 - 0.3, z0 + 0.3],
    [px1 - 0.3, pz1 - 0.5],
    [px0 + 0.3, pz1 - 0.3],
  ];
  let cables = '';
  let bulbs = '';
  for (let i = 0; i < pts.length; i++) {
    const [ax, az] = pts[i];
    const [bx, bz] = pts[(i + 1) % pts.length];
    cables += cam.seg([ax, 0, az], [ax, 3, az]);
    let prev: Vec3 | null = null;
    for (let t = 0; t <= 1.001; t += 0.05) {
      const x = lerp(ax, bx, t);
      const z = lerp(az, bz, t);
      const yy = 3 - Math.sin(Math.PI * t) * 0.6;
      const q: Vec3 = [x, yy, z];
      if (prev) cables += cam.seg(prev, q);
      prev = q;
      if (t > 0.02 && t < 0.98 && cam.depth(x, z) > 0.8) {
        const [sx, sy] = cam.project([x, yy - 0.08, z]);
        bulbs += glow(sc, sx, sy, cam.scale(x, z) * 0.22, '#ffd88a', 1);
      }
    }
  }
  // Bistro table and two chairs in silhouette.
  const tx = (px0 + px1) / 2 + lay.range(-1, 1);
  const tz = z0 + 2.5;
  let table = cylinder(cam, tx, tz, 0.45, 0.72, 0.76, '#2a2a2a', { top: '#3a3430' });
  const [lx, ly] = cam.project([tx, 0, tz]);
  const [ux, uy] = cam.project([tx, 0.72, tz]);
  table = line(lx, ly, ux, uy, { stroke: '#1c1c1c', 'stroke-width': f1(cam.scale(tx, tz) * 0.06) }) + table;
  table = chair(cam, tx - 0.8, tz + 0.4, '#2a2420') + chair(cam, tx + 0.8, tz + 0.4, '#2a2420') + table;
  table += glow(sc, ...cam.project([tx, 0.85, tz]), cam.scale(tx, tz) * 0.25, '#ffd27a', 0.9);
  sprites.add(tz, table);
  sprites.add(0.1, `<path d="${cables}" stroke="#111" stroke-width="2" fill="none"/>` + bulbs);
  return svg;
}

function sceneLighting(sc: Scene, info: SceneInfo): SceneResult {
  const rng = sc.rng;
  const keys = info.key;
  const tod = 'dusk';
  const lay = rng.fork('layout');
  const variant = /dock/.test(keys)
    ? 'dock'
    : /pool|spa/.test(keys)
      ? 'pool'
      : /deck|step/.test(keys)
        ? 'deck'
        : /facade|wash/.test(keys)
          ? 'facade'
          : /string|patio/.test(keys)
            ? 'patio'
            : /accent/.test(keys)
              ? 'accent'
              : 'path';
  const cam = makeView(rng.fork('view'), { horizon: [0.4, 0.5] });
  const sprites = createSprites();
  let svg = drawSky(sc, cam, tod) + treeLine(sc, cam, tod, { color: '#0d1418' });
  if (variant === 'dock') return { svg: svg + lightingDock(sc, cam, lay), tod };

  const zBack = variant === 'facade' ? lay.range(7, 9) : lay.range(11, 16);
  const withHouse = variant === 'facade' || lay.chance(0.6);
  svg += polygon(cam.ground(-80, 80, 0.3, 400), { fill: '#0c120d' });
  if (withHouse) {
    const h = placeHouse(sc, cam, sprites, { zBack: variant === 'facade' ? zBack - 3 : zBack, night: true });
    // Facade wash: soft cones of light grazing up the wall.
    let wash = '';
    for (let x = h.cx - h.w / 2 + 0.8; x < h.cx + h.w / 2; x += lay.range(2.2, 3.5)) {
      const [bx, by] = cam.project([x, 0, h.z - 0.1]);
      const s = cam.scale(x, h.z);
      wash += ellipse(bx, by - s * 1.8, s * 0.9, s * 2.4, {
        fill: sc.softRadial([
          [0, '#ffd590', variant === 'facade' ? 0.6 : 0.4],
          [1, '#ffd590', 0],
        ]),
      });
      wash += glow(sc, bx, by, s * 0.4, '#ffd590', 0.8);
    }
    sprites.add(h.z - 0.5, wash);
  } else {
    sprites.add(zBack + 0.3, fence(sc, cam, { x0: -60, x1: 60, z: zBack + 0.3, night: true }));
  }
  svg += turfLawn(sc, cam, { x0: -40, x1: 40, z0: 0.3, z1: zBack - 1, stripeW: 1.6, night: true, blades: 9000 });
  svg += plantBed(sc, cam, sprites, { x0: -40, x1: 40, z0: zBack - 1.6, z1: zBack + 2.5, night: true, palms: 0 });

  if (variant === 'pool') {
    const pw = lay.range(5, 7);
    const px0 = lay.range(-4, -1) - pw / 2;
    const pz0 = lay.range(3.5, 5);
    const pz1 = Math.min(zBack - 2.5, pz0 + 8);
    const deck = paverField(sc, cam, {
      bounds: [-14, 14, 0.3, zBack - 1.6],
      inside: () => true,
      palette: 'travertine',
      pattern: 'ashlar',
      unit: 0.3,
      night: 0.6,
    });
    svg += polygon(cam.ground(-14, 14, 0.3, zBack - 1.6), { fill: deck.base }) + deck.svg;
    svg += poolBasin(sc, cam, { x0: px0, x1: px0 + pw, z0: pz0, z1: pz1, night: true });
    if (/spa/.test(keys)) {
      const sx = px0 + pw + 1.5;
      const sz = pz0 + 1.5;
      svg += cylinder(cam, sx, sz, 1.1, 0, 0.45, '#4a4640', { top: '#6a645a' });
      svg += polygon(cam.blob(sx, sz, 0.85, 0.85, { y: 0.45 }), {
        fill: sc.softRadial([
          [0, '#aaf6ff'],
          [0.6, '#2fc6d8'],
          [1, '#0f7f98'],
        ]),
      });
    }
  } else if (variant === 'deck') {
    litDeck(sc, cam, sprites, lay);
  } else if (variant === 'patio') {
    svg += stringLightPatio(sc, cam, sprites, lay);
  } else if (variant === 'accent') {
    // Uplit specimen trees and shrubs in the beds.
    for (let i = 0; i < lay.int(3, 5); i++) {
      const x = lay.range(-9, 9);
      const z = lay.range(6, zBack - 1);
      const [bx, by] = cam.project([x, 0, z]);
      const s = cam.scale(x, z);
      const h = s * lay.range(2.5, 4.5);
      sprites.add(
        cam.depth(x, z),
        ellipse(bx, by - h * 0.5, h * 0.5, h * 0.55, {
          fill: sc.softRadial([
            [0, '#ffdc98', 0.25],
            [1, '#ffdc98', 0],
          ]),
        }) +
          canopyTree(lay, bx, by, h, { lit: true }) +
          glow(sc, bx, by, s * 0.6, '#ffd080', 0.9),
      );
    }
    svg += litWalkway(sc, cam, sprites, lay, { zEnd: zBack + 2.5, spacing: [3.5, 4.5] });
  } else {
    svg += litWalkway(sc, cam, sprites, lay, { zEnd: zBack + 2.5 });
  }

  const nPalms = /palm/.test(keys) ? lay.int(3, 5) : variant === 'accent' ? 0 : lay.int(1, 2);
  for (let i = 0; i < nPalms; i++) {
    const side = i % 2 ? 1 : -1;
    const x = side * lay.range(3.5, 9);
    const z = lay.range(5, zBack - 1);
    sprites.add(cam.depth(x, z), uplitPalm(sc, cam, lay, x, z, lay.range(5, 7.5)));
  }
  svg += sprites.render();
  return { svg, tod };
}

function scenePool(sc: Scene, info: SceneInfo): SceneResult {
  const rng = sc.rng;
  const keys = info.key;
  const night = /spa-lighting|night/.test(keys);
  const tod = night ? 'dusk' : pickTod(rng.fork('tod'), { day: 6, morning: 1, golden: 2 });
  const cam = makeView(rng.fork('view'), { horizon: [0.36, 0.44], height: [1.7, 2.4] });
  const sprites = createSprites();
  const lay = rng.fork('layout');
  const zBack = lay.range(13, 18);
  let svg = drawSky(sc, cam, tod) + treeLine(sc, cam, tod, { color: night ? '#0d1418' : '#3d5e3a' });
  const kind = /privacy|screen|tropical/.test(keys) ? 'fence' : lay.chance(0.5) ? 'house' : 'fence';
  const screen = /privacy|screen|tropical/.test(keys);
  svg += backdrop(sc, cam, sprites, { zBack, kind, night, palms: screen ? lay.int(5, 7) : lay.int(1, 3) });
  // Pool deck.
  const palette = lay.pick(['travertine', 'travertine', 'tan', 'shore']);
  const deck = paverField(sc, cam, {
    bounds: [-30, 30, 0.3, zBack - 1.2],
    inside: () => true,
    palette,
    pattern: lay.pick(['ashlar', 'running', 'ashlar']),
    unit: 0.3,
    night: night ? 0.6 : 0,
  });
  svg += polygon(cam.ground(-30, 30, 0.3, zBack - 1.2), { fill: deck.base }) + deck.svg;
  const pw = lay.range(4, 6);
  const px0 = lay.range(-5, 0) - pw / 2;
  const pz0 = lay.range(3, 4.5);
  const pz1 = Math.min(zBack - 2.5, pz0 + lay.range(7, 10));
  const free = lay.chance(0.4);
  svg += poolBasin(sc, cam, { x0: px0, x1: px0 + pw * 1.4, z0: pz0, z1: pz1, night, shape: free ? 'free' : 'rect', pinch: free ? lay.range(0, 0.25) : 0 });
  if (/spa/.test(keys)) {
    const sx = px0 + pw * 1.4 + 0.3;
    svg += cylinder(cam, sx + 1.1, pz0 + 1.4, 1.1, 0, 0.45, '#d9cdb5', { top: '#ece3cf' });
    svg += polygon(cam.blob(sx + 1.1, pz0 + 1.4, 0.85, 0.85, { y: 0.45 }), { fill: night ? '#3fd7e6' : '#56c9d8' });
  }
  // A row of loungers beside the pool, with an umbrella between them.
  const cushion = lay.pick(['#ffffff', '#2b5f8a', '#e9dcc0', '#3f8f8a']);
  const side = px0 + pw * 1.4 + lay.range(1.2, 1.8);
  const lz = lay.range(pz0 + 2.5, pz0 + 4.5);
  const count = lay.int(2, 3);
  for (let i = 0; i < count; i++) {
    sprites.add(cam.depth(side + i, lz), lounger(cam, side + 0.4 + i * 0.95, lz, cushion, night));
  }
  if (!night && lay.chance(0.7)) {
    const ux = side + count * 0.95 + 0.4;
    sprites.add(cam.depth(ux, lz + 0.6), umbrella(cam, ux, lz + 0.6, lay.pick(['#f4efe2', '#2d6e8e', '#e2a84a'])));
  }
  if (/shower/.test(keys)) {
    // Cedar-slat outdoor shower enclosure in a planted corner.
    const sx = px0 + lay.range(0.3, 1.5);
    const sz = pz1 + 1.6;
    let sh = box(cam, sx - 0.7, sx + 0.7, sz - 0.7, sz + 0.7, 0, 2.0, '#b07a4e', { top: '#8a5e3c' });
    let slats = '';
    for (let y = 0.1; y < 2.0; y += 0.12) slats += cam.seg([sx - 0.7, y, sz - 0.71], [sx + 0.7, y, sz - 0.71]);
    sh += `<path d="${slats}" stroke="#7a5234" stroke-width="${f1(Math.max(1.2, cam.scale(sx, sz) * 0.012))}"/>`;
    sh += cam.seg([sx, 2.0, sz], [sx, 2.4, sz])
      ? `<path d="${cam.seg([sx, 2.0, sz], [sx, 2.45, sz]) + cam.seg([sx, 2.45, sz], [sx + 0.3, 2.45, sz - 0.2])}" stroke="#b8bcc0" stroke-width="${f1(cam.scale(sx, sz) * 0.04)}" fill="none"/>`
      : '';
    sprites.add(cam.depth(sx, sz), sh);
    for (const dx of [-1.3, 1.2]) {
      const [bx, by] = cam.project([sx + dx, 0, sz - 0.5]);
      sprites.add(cam.depth(sx + dx, sz - 0.5), grassClump(lay, bx, by, cam.scale(sx + dx, sz) * 1.1, { color: '#5f8a40' }));
    }
  }
  // Palms in pots/beds around the deck.
  const nPalms = lay.int(2, 4);
  for (let i = 0; i < nPalms; i++) {
    const x = i % 2 ? px0 - lay.range(1.5, 4) : px0 + pw * 1.4 + lay.range(3.5, 7);
    const z = lay.range(Math.max(6, pz0 + 2), zBack - 2);
    const [bx, by] = cam.project([x, 0, z]);
    const s = cam.scale(x, z);
    sprites.add(
      cam.depth(x, z),
      polygon(cam.blob(x, z, 0.9, 0.9, { n: 24 }), { fill: '#5a4030' }) + palm(sc, lay, bx, by, s * lay.range(4.5, 7), { lit: night }),
    );
  }
  svg += sprites.render();
  return { svg, tod };
}

/** Dune ridge across the frame (screen space), lit on top and shaded at the foot, with wind ripples. */
function dune(
  sc: Scene,
  rng: Rng,
  { yBase, amp, color, n = 7, ripples = 10 }: { yBase: number; amp: number; color: string; n?: number; ripples?: number },
): { svg: string; ridge: Vec2[] } {
  const ph = rng.range(0, 6);
  const freq = rng.range(0.8, 1.4);
  const ridge: Vec2[] = [];
  for (let i = 0; i <= n; i++) {
    const x = -100 + (i / n) * (W + 200);
    ridge.push([x, yBase - amp * (0.5 + 0.5 * Math.sin(i * freq + ph)) * rng.range(0.75, 1.05)]);
  }
  const top = Math.min(...ridge.map((p) => p[1]));
  const d = `${smoothPath(ridge)}L${W + 100} ${H + 100}L-100 ${H + 100}Z`;
  let svg = `<path d="${d}" fill="${sc.linear(
    [
      [0, shade(color, 0.22)],
      [0.3, color],
      [1, shade(color, -0.2)],
    ],
    0,
    top,
    0,
    Math.max(top + 60, yBase + amp * 0.6 + 60),
  )}"/>`;
  // A bright lip along the crest separates overlapping dunes.
  svg += `<path d="${smoothPath(ridge)}" fill="none" stroke="${shade(color, 0.3)}" stroke-width="${f1(Math.max(3, amp * 0.04))}" opacity="0.7"/>`;
  // Wind ripples follow the ridge line a little way down the face.
  let rip = '';
  for (let k = 0; k < ripples; k++) {
    const off = rng.range(0.15, 1.2) * amp + 10;
    const x0 = rng.range(-100, W);
    const x1 = x0 + rng.range(150, 500);
    const pts: Vec2[] = [];
    for (let x = x0; x <= x1; x += 25) pts.push([x, ridgeY(ridge, x) + off + Math.sin(x * 0.03 + k) * 3]);
    rip += `M${pts.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}`;
  }
  svg += `<path d="${rip}" stroke="${shade(color, -0.12)}" stroke-width="2.5" fill="none" opacity="0.5" stroke-linecap="round"/>`;
  return { svg, ridge };
}

function ridgeY(ridge: Vec2[], x: number): number {
  for (let i = 0; i < ridge.length - 1; i++) {
    if (x >= ridge[i][0] && x <= ridge[i + 1][0]) {
      const t = (x - ridge[i][0]) / (ridge[i + 1][0] - ridge[i][0]);
      return lerp(ridge[i][1], ridge[i + 1][1], (1 - Math.cos(t * Math.PI)) / 2);
    }
  }
  return ridge[ridge.length - 1][1];
}

/** Sea oats and beach grass in patches along a dune crest, thinning down the face. */
function duneGrass(
  rng: Rng,
  ridge: Vec2[],
  { size, spacing = 0.75, skip = null, oats = 0.6, faceDepth = 1 }: { size: number; spacing?: number; skip?: Span | null; oats?: number; faceDepth?: number },
): string {
  const items: [y: number, svg: string][] = [];
  // Vegetation grows in patches, not an even row: modulate density along x.
  const ph = rng.range(0, 6);
  const freq = rng.range(0.002, 0.004);
  for (let x = rng.range(-60, 0); x < W + 60; x += size * rng.range(0.2, 0.5) * spacing) {
    if (skip && x > skip[0] && x < skip[1]) continue;
    if (rng.next() > 0.45 + 0.55 * Math.sin(x * freq + ph) ** 2) continue;
    const y = ridgeY(ridge, x) + size * rng.range(0.05, 0.6) * faceDepth;
    if (rng.chance(0.07)) {
      // Wax myrtle / yaupon mounds break up the grass.
      items.push([y, shrub(rng, x, y + size * 0.1, size * rng.range(0.35, 0.55), { color: rng.pick(['#4a6e3c', '#56783f']) })]);
      continue;
    }
    items.push([
      y,
      grassClump(rng, x, y, size * rng.range(0.6, 1.1), { oats: rng.chance(oats), color: rng.pick(['#7f9a48', '#8fa450', '#71904a', '#97a85a']) }),
    ]);
    if (rng.chance(0.6)) {
      // Small runners further down the face.
      const x2 = x + rng.range(-0.6, 0.6) * size;
      const y2 = ridgeY(ridge, x2) + size * rng.range(0.6, 1.4) * faceDepth;
      items.push([y2, grassClump(rng, x2, y2, size * rng.range(0.25, 0.45), { color: rng.pick(['#8a9a50', '#7f9448']) })]);
    }
  }
  return items
    .sort((p, q) => p[0] - q[0])
    .map((i) => i[1])
    .join('');
}

/** Saw palmetto: a few stiff fan leaves on short stems. */
function palmetto(rng: Rng, x: number, y: number, r: number, { color = rng.pick(['#5f8a66', '#6a9460', '#557f5e']) }: { color?: string } = {}): string {
  let svg = groundShadow(x + r * 0.2, y, r * 0.9, r * 0.15, 0.2);
  const fans = rng.int(3, 5);
  for (let f = 0; f < fans; f++) {
    const a = -Math.PI / 2 + rng.range(-0.9, 0.9);
    const cx = x + Math.cos(a) * r * 0.45;
    const cy = y + Math.sin(a) * r * 0.5;
    const c = jitter(rng, color, 0.08);
    svg += line(x, y, cx, cy, { stroke: shade(c, -0.2), 'stroke-width': f1(Math.max(1.5, r * 0.025)) });
    let d = '';
    const spread = rng.range(2.2, 2.8);
    for (let k = 0; k < 15; k++) {
      const b = a - spread / 2 + (spread * k) / 14;
      const L = r * rng.range(0.45, 0.6);
      const tx = cx + Math.cos(b) * L;
      const ty = cy + Math.sin(b) * L;
      const w = r * 0.03;
      d += `M${f1(cx - Math.sin(b) * w)} ${f1(cy + Math.cos(b) * w)}L${f1(tx)} ${f1(ty)}L${f1(cx + Math.sin(b) * w)} ${f1(cy - Math.cos(b) * w)}Z`;
    }
    svg += `<path d="${d}" fill="${c}"/>`;
  }
  return svg;
}

/** Sea to the horizon with perspective wave streaks; beach and surf line in world space. */
function seaAndBeach(sc: Scene, cam: Camera, tod: Tod, zShore: number, { beachTo = 0.3 }: { beachTo?: number } = {}): string {
  const rng = sc.detail.fork('sea');
  const hz = cam.horizon;
  const shoreY = cam.project([0, 0, zShore])[1];
  const deep = tod === 'golden' ? '#3a6a8c' : '#2a6d98';
  let svg = rect(0, hz - 1, W, shoreY - hz + 4, {
    fill: sc.linear(
      [
        [0, mix(deep, SKIES[tod].horizon, 0.4)],
        [0.35, deep],
        [1, '#48b0bd'],
      ],
      0,
      hz,
      0,
      shoreY,
    ),
  });
  let streaks = '';
  for (let i = 0; i < 320; i++) {
    const y = lerp(hz + 2, shoreY - 4, Math.pow(rng.next(), 1.4));
    const t = (y - hz) / (shoreY - hz + 1);
    streaks += rect(rng.range(-50, W), y, rng.range(20, 160) * (0.25 + t), Math.max(1, 3.5 * t), {});
  }
  svg += `<g fill="#eaf7f8" opacity="0.4">${streaks}</g>`;
  if (tod === 'golden' || tod === 'morning') {
    // Sun path glitter on the water.
    const sx = W * rng.range(0.3, 0.7);
    let glit = '';
    for (let i = 0; i < 120; i++) {
      const y = lerp(hz + 2, shoreY, Math.pow(rng.next(), 1.8));
      glit += rect(sx + rng.gauss() * (40 + (y - hz) * 0.8), y, rng.range(8, 40), 2, {});
    }
    svg += `<g fill="#fff1c8" opacity="0.7">${glit}</g>`;
  }
  // Wet sand, dry sand, then foam lines that curve with the shore.
  svg += polygon(cam.ground(-300, 300, beachTo, zShore + 0.5), {
    fill: sc.linear(
      [
        [0, '#e9d6ad'],
        [1, '#d9c094'],
      ],
      0,
      H,
      0,
      shoreY,
    ),
  });
  svg += polygon(cam.ground(-300, 300, zShore - 3, zShore + 0.5), { fill: '#c9ae80', opacity: 0.7 });
  let foam = '';
  for (let k = 0; k < 4; k++) {
    const z = zShore + k * 2.5 + rng.range(-0.5, 0.5);
    const pts: Vec2[] = [];
    for (let x = -150; x <= 150; x += 3) pts.push(cam.project([x, 0, z + Math.sin(x * 0.15 + k * 2) * 0.8]));
    foam += polyline(pts, { stroke: '#ffffff', 'stroke-width': f1(Math.max(2, 6 - k * 1.3)), opacity: f1(0.85 - k * 0.17) });
  }
  return svg + foam;
}

/** Elevated beach-access boardwalk running from the viewer toward the sea. */
function boardwalk(
  _sc: Scene,
  cam: Camera,
  lay: Rng,
  { endZ = 40, x = null, width = 1.8, y = 0.7 }: { endZ?: number; x?: number | null; width?: number; y?: number },
): string {
  const x0 = x ?? lay.range(-1.5, 0.2);
  const x1 = x0 + width;
  const wood = lay.pick(['#a58e72', '#9b8a76', '#b39a7a']);
  let svg = box(cam, x0, x1, 0.5, endZ, 0, y, shade(wood, -0.35), { top: wood });
  let planks = '';
  for (let z = 0.5; z < endZ; z += 0.14) {
    if (cam.project([x0, y, z])[1] - cam.horizon < 4) break;
    planks += cam.seg([x0, y, z], [x1, y, z]);
  }
  svg += `<path d="${planks}" stroke="${shade(wood, -0.22)}" stroke-width="1.6"/>`;
  // Posts, top rail and a mid rail on both sides.
  for (const xx of [x0 + 0.05, x1 - 0.05]) {
    let posts = '';
    for (let z = 1; z < endZ; z += 1.8) posts += box(cam, xx - 0.06, xx + 0.06, z, z + 0.12, y, y + 1.05, shade(wood, -0.1));
    svg += posts;
    for (const [hgt, w] of [
      [1.05, 0.1],
      [0.55, 0.06],
    ]) {
      svg += polygon(
        cam.poly([
          [xx, y + hgt, 0.5],
          [xx, y + hgt, endZ],
          [xx, y + hgt - w, endZ],
          [xx, y + hgt - w, 0.5],
        ]),
        { fill: shade(wood, hgt > 1 ? 0.05 : -0.15) },
      );
    }
  }
  return svg;
}

/** Beach-access sign on a post: the one bit of lettering in the set. */
function beachSign(x: number, y: number, s: number, color = '#1f5a7a'): string {
  let svg = groundShadow(x + s * 0.4, y, s * 0.6, s * 0.08, 0.25);
  svg += rect(x - s * 0.05, y - s * 2.3, s * 0.1, s * 2.3, { fill: '#7a5f45' });
  svg += rect(x - s * 0.75, y - s * 2.6, s * 1.5, s * 0.8, { fill: color, rx: s * 0.06, stroke: '#f4efe2', 'stroke-width': f1(s * 0.035) });
  const fs = s * 0.22;
  svg += `<g font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="${f1(fs)}" fill="#f4efe2" text-anchor="middle">`;
  svg += `<text x="${f1(x)}" y="${f1(y - s * 2.28)}">BEACH</text><text x="${f1(x)}" y="${f1(y - s * 2.0)}">ACCESS</text></g>`;
  return svg;
}

function sceneCoastal(sc: Scene, info: SceneInfo): SceneResult {
  const rng = sc.rng;
  const keys = info.key;
  if (/garden|home|hero/.test(keys)) return sceneGarden(sc, info, { sea: true, golden: /hero/.test(keys) });
  const tod = pickTod(rng.fork('tod'), { day: 4, morning: 2, golden: 3 });
  const cam = makeView(rng.fork('view'), { horizon: [0.36, 0.44], height: [2.4, 3.4], yaw: [-0.08, 0.08] });
  const lay = rng.fork('layout');
  const planting = /native|planting|garden|bed/.test(keys);
  let svg = drawSky(sc, cam, tod, { clouds: lay.int(2, 5) });
  svg += seaAndBeach(sc, cam, tod, lay.range(32, 55));
  const backY = cam.project([0, 0, lay.range(13, 17)])[1];
  const back = dune(sc, lay, { yBase: backY + 20, amp: lay.range(40, 80), color: '#ecdcb6', ripples: 4 });
  svg += back.svg + duneGrass(lay, back.ridge, { size: 80, spacing: 0.6, oats: 0.5 });
  if (lay.chance(0.6)) {
    // Sand fence zig-zagging along the back dune.
    let slats = '';
    const x0 = lay.range(-50, W * 0.4);
    const x1 = x0 + lay.range(W * 0.3, W * 0.6);
    for (let x = x0; x < x1; x += 11) {
      const yy = ridgeY(back.ridge, x) + 40;
      slats += `M${f1(x)} ${f1(yy)}l${f1(lay.range(-1.5, 1.5))} -${f1(lay.range(38, 46))}`;
    }
    svg += `<path d="${slats}" stroke="#8a6e52" stroke-width="4.5"/>`;
  }
  const mid = dune(sc, lay, { yBase: lerp(backY, H, 0.5), amp: lay.range(120, 200), color: '#dcc08c' });
  svg += mid.svg;
  const walk = /boardwalk/.test(keys) || (!planting && lay.chance(0.4));
  if (walk) {
    svg += duneGrass(lay, mid.ridge, { size: 210, spacing: 0.55, faceDepth: 1.3 });
    svg += boardwalk(sc, cam, lay, { endZ: 30, x: lay.range(-1.5, 0), width: 1.8, y: 0.9 });
    const front = dune(sc, lay, { yBase: H + 20, amp: 160, color: '#d9bd8a', ripples: 6 });
    svg += duneGrass(lay, front.ridge, { size: 340, spacing: 0.6, skip: [W * 0.3, W * 0.7] });
  } else if (planting) {
    // Native dune-garden bed in front: muhly, yaupon and saw palmetto in pine straw.
    svg += duneGrass(lay, mid.ridge, { size: 210, spacing: 0.55, faceDepth: 1.3 });
    const bed = dune(sc, lay, { yBase: H * 0.97, amp: lay.range(120, 180), color: '#9a6f4a', ripples: 0 });
    svg += bed.svg;
    let plants = '';
    const items: [x: number, nearness: number][] = [];
    for (let x = lay.range(-40, 60); x < W + 80; x += lay.range(170, 300)) items.push([x, lay.range(0.25, 1)]);
    items.sort((a, b) => a[1] - b[1]);
    for (const [x, t] of items) {
      const y = lerp(ridgeY(bed.ridge, x) + 30, H + 40, t);
      const s = lerp(160, 380, t);
      const kind = lay.next();
      if (kind < 0.4) plants += grassClump(lay, x, y, s, { plume: lay.pick(['#e7a6c4', '#dc8fb4']), color: '#8d8a5a' });
      else if (kind < 0.7) plants += palmetto(lay, x, y, s * 0.9);
      else plants += shrub(lay, x, y, s * 0.45, { color: lay.pick(['#3f6b45', '#4a7440']), flowers: lay.chance(0.5) ? 25 : 0 });
    }
    svg += plants;
  } else {
    svg += duneGrass(lay, mid.ridge, { size: 210, spacing: 0.55, faceDepth: 1.3 });
    const front = dune(sc, lay, { yBase: H * 0.97, amp: lay.range(120, 220), color: '#ead3a2' });
    svg += front.svg + duneGrass(lay, front.ridge, { size: 380, spacing: 0.55 });
  }
  return { svg, tod };
}

function sceneCommunity(sc: Scene, info: SceneInfo): SceneResult {
  const rng = sc.rng;
  const keys = info.key;
  const tod = pickTod(rng.fork('tod'), { day: 4, morning: 3, golden: 3 });
  const wide = /hero/.test(keys);
  const cam = makeView(rng.fork('view'), { horizon: [0.4, 0.46], yaw: [-0.1, 0.1], height: [1.9, 2.4], focal: wide ? [1100, 1300] : [1400, 1700] });
  const lay = rng.fork('layout');
  let svg = drawSky(sc, cam, tod);
  svg += seaAndBeach(sc, cam, tod, lay.range(45, 70));
  const crestY = cam.project([0, 0, 22])[1];
  const back = dune(sc, lay, { yBase: crestY + 40, amp: 70, color: '#e6d2a6', ripples: 3 });
  svg += back.svg + duneGrass(lay, back.ridge, { size: 80 });
  const mid = dune(sc, lay, { yBase: lerp(crestY, H, 0.45), amp: lay.range(90, 150), color: '#e0c896' });
  svg += mid.svg + duneGrass(lay, mid.ridge, { size: 160, faceDepth: 1.4 });
  const bx = lay.range(-1.3, -0.5);
  svg += boardwalk(sc, cam, lay, { endZ: 26, x: bx, width: 2.1, y: 0.5 });
  // Plantings where the walk meets the street: grasses, palmetto and a palm.
  const signLeft = lay.chance(0.5);
  const sx = signLeft ? lay.range(W * 0.1, W * 0.22) : lay.range(W * 0.78, W * 0.9);
  const sy = H * lay.range(0.86, 0.92);
  const items: [x: number, y: number][] = [];
  for (let x = lay.range(-60, 40); x < W + 80; x += lay.range(160, 260)) {
    const [l] = cam.project([bx - 0.3, 0, 2.5]);
    const [r] = cam.project([bx + 2.4, 0, 2.5]);
    if (x > l - 60 && x < r + 60) continue;
    items.push([x, lay.range(0.78, 1.02) * H]);
  }
  items.sort((a, b) => a[1] - b[1]);
  let plants = '';
  for (const [x, y] of items) {
    const s = lerp(150, 340, (y - H * 0.78) / (H * 0.24));
    const k = lay.next();
    if (k < 0.45) plants += grassClump(lay, x, y, s, { oats: true });
    else if (k < 0.7) plants += grassClump(lay, x, y, s * 0.8, { plume: '#e7a6c4', color: '#8d8a5a' });
    else plants += palmetto(lay, x, y, s * 0.8);
  }
  svg += plants;
  if (lay.chance(0.6)) svg += palm(sc, lay, signLeft ? W * 0.93 : W * 0.06, H * 0.9, H * 0.85);
  svg += beachSign(sx, sy, lay.range(150, 190), lay.pick(['#1f5a7a', '#2f6b4a']));
  return { svg, tod };
}

/** Simple flat-illustration crew member: cap, company polo, work trousers. */
function person(
  rng: Rng,
  x: number,
  y: number,
  h: number,
  { shirt = '#2f6b4a', tool = null }: { shirt?: string; tool?: 'shovel' | 'rake' | null } = {},
): string {
  const skin = rng.pick(['#f1c7a5', '#d9a27a', '#a8714a', '#7a4d32', '#e8b993']);
  const pants = rng.pick(['#3a4a5a', '#c2ad86', '#4d5a3c']);
  const u = h / 10;
  let svg = groundShadow(x + u, y, u * 2.2, u * 0.5, 0.25);
  svg += rect(x - u * 1.1, y - u * 4.6, u * 0.95, u * 4.6, { fill: pants, rx: u * 0.3 });
  svg += rect(x + u * 0.15, y - u * 4.6, u * 0.95, u * 4.6, { fill: shade(pants, -0.08), rx: u * 0.3 });
  svg += rect(x - u * 1.1, y - u * 0.35, u * 1.1, u * 0.4, { fill: '#3a2a20', rx: u * 0.15 });
  svg += rect(x + u * 0.1, y - u * 0.35, u * 1.1, u * 0.4, { fill: '#3a2a20', rx: u * 0.15 });
  svg += rect(x - u * 1.5, y - u * 8, u * 3, u * 3.7, { fill: shirt, rx: u * 0.8 });
  svg += rect(x - u * 2.1, y - u * 7.7, u * 0.75, u * 3.2, { fill: shade(shirt, -0.1), rx: u * 0.35 });
  svg += rect(x + u * 1.35, y - u * 7.7, u * 0.75, u * 3.2, { fill: shade(shirt, -0.1), rx: u * 0.35 });
  svg += circle(x - u * 1.7, y - u * 4.5, u * 0.4, { fill: skin });
  svg += circle(x + u * 1.75, y - u * 4.5, u * 0.4, { fill: skin });
  svg += rect(x - u * 0.35, y - u * 8.5, u * 0.7, u * 0.7, { fill: skin });
  svg += circle(x, y - u * 9, u * 0.95, { fill: skin });
  svg += `<path d="M${f1(x - u)} ${f1(y - u * 9.1)}Q${f1(x)} ${f1(y - u * 10.5)} ${f1(x + u)} ${f1(y - u * 9.1)}Z" fill="${shade(shirt, -0.25)}"/>`;
  svg += rect(x - u * 0.2, y - u * 9.3, u * 1.8, u * 0.3, { fill: shade(shirt, -0.25), rx: u * 0.15 });
  svg += circle(x - u * 0.5, y - u * 7.1, u * 0.3, { fill: '#f4efe2' });
  if (tool === 'shovel') {
    svg += line(x + u * 1.8, y - u * 4.5, x + u * 2.6, y - u * 0.6, { stroke: '#8a6a45', 'stroke-width': f1(u * 0.3) });
    svg += polygon(
      [
        [x + u * 2.3, y - u * 0.8],
        [x + u * 3.1, y - u * 0.6],
        [x + u * 2.9, y + u * 0.3],
        [x + u * 2.4, y + u * 0.2],
      ],
      { fill: '#777d80' },
    );
  } else if (tool === 'rake') {
    svg += line(x - u * 1.7, y - u * 4.5, x - u * 3.2, y - u * 0.2, { stroke: '#8a6a45', 'stroke-width': f1(u * 0.3) });
    svg += line(x - u * 4, y - u * 0.1, x - u * 2.4, y - u * 0.3, { stroke: '#555', 'stroke-width': f1(u * 0.35) });
  }
  return svg;
}

/** Green wheelbarrow heaped with mulch, side view; s = pixels per metre. */
function wheelbarrow(x: number, y: number, s: number): string {
  let svg = groundShadow(x + s * 0.5, y, s * 0.8, s * 0.1, 0.22);
  svg += line(x + s * 0.1, y - s * 0.45, x + s * 1.3, y - s * 0.7, { stroke: '#6b5038', 'stroke-width': f1(s * 0.05) });
  svg += line(x + s * 0.8, y - s * 0.4, x + s * 0.9, y, { stroke: '#444', 'stroke-width': f1(s * 0.04) });
  svg += `<path d="M${f1(x + s * 0.3)} ${f1(y - s * 0.85)}Q${f1(x + s * 0.7)} ${f1(y - s * 1.1)} ${f1(x + s * 1.1)} ${f1(y - s * 0.8)}Z" fill="#5a4030"/>`;
  svg += polygon(
    [
      [x + s * 0.2, y - s * 0.8],
      [x + s * 1.2, y - s * 0.8],
      [x + s * 0.95, y - s * 0.4],
      [x + s * 0.35, y - s * 0.4],
    ],
    { fill: '#2f6b4a' },
  );
  svg += circle(x + s * 0.2, y - s * 0.2, s * 0.2, { fill: '#1e1e1e' }) + circle(x + s * 0.2, y - s * 0.2, s * 0.08, { fill: '#b8bcc0' });
  return svg;
}

/** Side-view work pickup with a landscaping trailer. */
function truck(
  rng: Rng,
  x: number,
  y: number,
  len: number,
  { body = '#f4f4f2', accent = '#2f6b4a', trailer = true }: { body?: string; accent?: string; trailer?: boolean } = {},
): string {
  const u = len / 10;
  let svg = groundShadow(x + u * 5, y, u * (trailer ? 10 : 6), u * 0.35, 0.3);
  const wheel = (cx: number) => circle(cx, y - u * 0.75, u * 0.75, { fill: '#1e1e1e' }) + circle(cx, y - u * 0.75, u * 0.38, { fill: '#b8bcc0' });
  if (trailer) {
    const tx = x + u * 10.3;
    svg += rect(tx, y - u * 1.9, u * 5.5, u * 0.6, { fill: '#3a3d40' });
    svg += line(x + u * 9.6, y - u * 1.5, tx, y - u * 1.6, { stroke: '#2a2a2a', 'stroke-width': f1(u * 0.2) });
    svg += rect(tx + u * 0.6, y - u * 3.1, u * 2.4, u * 1.2, { fill: accent, rx: u * 0.2 });
    svg += rect(tx + u * 1.0, y - u * 3.5, u * 1.2, u * 0.5, { fill: '#222' });
    for (let i = 0; i < 4; i++) svg += rect(tx + u * (3.3 + i * 0.5), y - u * 3.4, u * 0.3, u * 1.5, { fill: rng.pick(['#6a8f45', '#8a6a45', '#4f7d3c']) });
    svg += wheel(tx + u * 2.6);
  }
  svg += `<path d="M${f1(x)} ${f1(y - u * 1.1)}L${f1(x)} ${f1(y - u * 2.6)}Q${f1(x + u * 0.2)} ${f1(y - u * 3.0)} ${f1(x + u * 1.0)} ${f1(y - u * 3.0)}L${f1(x + u * 2.6)} ${f1(y - u * 3.1)}L${f1(x + u * 3.6)} ${f1(y - u * 4.6)}L${f1(x + u * 6.2)} ${f1(y - u * 4.6)}L${f1(x + u * 6.4)} ${f1(y - u * 3.1)}L${f1(x + u * 10)} ${f1(y - u * 3.1)}L${f1(x + u * 10)} ${f1(y - u * 1.1)}Z" fill="${body}"/>`;
  svg += `<path d="M${f1(x + u * 2.9)} ${f1(y - u * 3.15)}L${f1(x + u * 3.75)} ${f1(y - u * 4.35)}L${f1(x + u * 4.6)} ${f1(y - u * 4.35)}L${f1(x + u * 4.6)} ${f1(y - u * 3.15)}Z" fill="#5d7585"/>`;
  svg += rect(x + u * 4.8, y - u * 4.35, u * 1.3, u * 1.2, { fill: '#5d7585' });
  svg += rect(x, y - u * 2.3, u * 10, u * 0.35, { fill: accent });
  svg += rect(x + u * 6.5, y - u * 3.1, u * 3.5, u * 0.15, { fill: shade(body, -0.15) });
  svg += rect(x - u * 0.1, y - u * 1.4, u * 0.6, u * 0.3, { fill: '#9a9a9a' });
  svg += circle(x + u * 0.15, y - u * 2.45, u * 0.18, { fill: '#ffe9a8' });
  svg += wheel(x + u * 2.0) + wheel(x + u * 8.0);
  return svg;
}

/** Wide coastal home garden: turf, pavers, beds and palms (hero, panorama, generic). */
/** Something a scene adds to the garden (a truck, the crew); returns ground SVG and may queue sprites. */
type GardenExtra = (cam: Camera, sprites: Sprites, lay: Rng, zBack: number) => string;

interface GardenOptions {
  sea?: boolean;
  golden?: boolean;
  wide?: boolean;
  extra?: GardenExtra | null;
}

function sceneGarden(sc: Scene, info: SceneInfo, { sea: seaView = false, golden = false, wide = false, extra = null }: GardenOptions = {}): SceneResult {
  const rng = sc.rng;
  // Any "before" that is not turf or hardscape falls back to this garden, half-finished.
  const before = info.state === 'before';
  const tod = golden ? 'golden' : pickTod(rng.fork('tod'), { day: 3, morning: 2, golden: 3 });
  const cam = makeView(rng.fork('view'), wide ? { focal: [1100, 1300], horizon: [0.4, 0.46] } : { horizon: [0.38, 0.47] });
  const sprites = createSprites();
  const lay = rng.fork('layout');
  const zBack = lay.range(12, 17);
  let svg = drawSky(sc, cam, tod);
  if (seaView) svg += seaAndBeach(sc, cam, tod, 80, { beachTo: zBack });
  else svg += treeLine(sc, cam, tod);
  if (seaView) {
    const { svg: d } = dune(sc, lay, { yBase: cam.project([0, 0, zBack + 4])[1], amp: 50, color: '#e2cb9c', ripples: 2 });
    svg += d;
    let oats = '';
    for (let x = 0; x < W; x += lay.range(40, 90))
      oats += grassClump(lay, x, cam.project([0, 0, zBack + 3])[1] - lay.range(0, 40), lay.range(60, 90), { oats: lay.chance(0.5) });
    svg += oats;
    const hx = lay.pick([-1, 1]) * lay.range(9, 13);
    sprites.add(zBack + 9, house(sc, cam, { x0: hx - 5.5, x1: hx + 5.5, z: zBack + 8, wallH: 3.2, lift: 2.4, porch: true }));
    svg += polygon(cam.ground(-80, 80, 0.3, zBack + 1), { fill: '#6f8f4a' });
    svg += plantBed(sc, cam, sprites, { x0: -40, x1: 40, z0: zBack - 1.5, z1: zBack + 0.5, palms: lay.int(1, 3), state: info.state });
  } else {
    svg += backdrop(sc, cam, sprites, { zBack, kind: lay.chance(0.7) ? 'house' : 'fence', palms: lay.int(1, 3), state: info.state });
  }
  const lawn = { x0: -40, x1: 40, z0: 0.3, z1: zBack - 1.2 };
  if (before) {
    svg += patchyLawn(sc, cam, lawn);
    return { svg: svg + sprites.render(), tod };
  }
  svg += turfLawn(sc, cam, { ...lawn, stripeW: lay.range(1, 2), greens: lay.pick(TURF_GREENS) });
  // Paver patio off to one side of the lawn.
  const side = lay.pick([-1, 1]);
  // Near enough to the camera that the laying pattern reads.
  const px0 = side < 0 ? lay.range(-8, -6) : lay.range(0.5, 2);
  const px1 = px0 + lay.range(5, 7);
  const pz0 = lay.range(1.5, 3);
  const pz1 = pz0 + lay.range(4, 5.5);
  const palette = lay.pick(['tan', 'grey', 'travertine', 'shore']);
  const p = paverField(sc, cam, {
    bounds: [px0, px1, pz0, pz1],
    inside: (x, z) => x > px0 && x < px1 && z > pz0 && z < pz1,
    palette,
    pattern: lay.pick(['herringbone', 'running', 'ashlar']),
    unit: 0.15,
  });
  svg += polygon(cam.ground(px0, px1, pz0, pz1), { fill: p.base }) + p.svg;
  if (lay.chance(0.6)) {
    const fx = (px0 + px1) / 2;
    const fz = (pz0 + pz1) / 2;
    sprites.add(
      cam.depth(fx, fz),
      cylinder(cam, fx, fz, 0.6, 0, 0.45, '#9c958a', { courses: 3 }) + polygon(cam.blob(fx, fz, 0.42, 0.42, { y: 0.45, n: 32 }), { fill: '#2b2420' }),
    );
    for (const a of [0.6, 2.5]) {
      const chx = fx + Math.cos(a) * 1.6;
      const chz = fz + Math.sin(a) * 1.3;
      sprites.add(cam.depth(chx, chz), chair(cam, chx, chz, lay.pick(['#f2efe6', '#2f6f8a', '#3f7f5f'])));
    }
  }
  // Palms framing the lawn.
  for (let i = 0; i < lay.int(2, 4); i++) {
    const x = (i % 2 ? 1 : -1) * lay.range(5, 12);
    const z = lay.range(4, zBack - 2);
    const [bx, by] = cam.project([x, 0, z]);
    sprites.add(
      cam.depth(x, z),
      polygon(cam.blob(x, z, 1.2, 1.0, { n: 24, wobble: 0.2, rng: lay }), { fill: '#5a4030' }) + palm(sc, lay, bx, by, cam.scale(x, z) * lay.range(5, 7.5)),
    );
  }
  // Island bed on the open side of the lawn so the foreground is never just turf.
  if (lay.chance(0.75)) {
    const ix = -side * lay.range(3.5, 6);
    const iz = lay.range(4, 7);
    svg += polygon(cam.blob(ix, iz, lay.range(1.6, 2.4), lay.range(1, 1.4), { wobble: 0.25, rng: lay }), { fill: '#5a4030' });
    const [bx, by] = cam.project([ix, 0, iz + 0.2]);
    const s = cam.scale(ix, iz);
    if (lay.chance(0.6)) sprites.add(cam.depth(ix, iz + 0.3), palm(sc, lay, bx, by, s * lay.range(4, 6)));
    for (let k = 0; k < 5; k++) {
      const x = ix + lay.range(-1.6, 1.6);
      const z = iz + lay.range(-0.6, 0.6);
      const [px, py] = cam.project([x, 0, z]);
      const ps = cam.scale(x, z);
      sprites.add(
        cam.depth(x, z),
        k % 2
          ? grassClump(lay, px, py, ps * 0.8, { plume: lay.pick(['#e7a6c4', '#e9d6a8', null]) })
          : shrub(lay, px, py, ps * 0.45, { flowers: lay.chance(0.6) ? 30 : 0 }),
      );
    }
  }
  if (extra) svg += extra(cam, sprites, lay, zBack);
  svg += sprites.render();
  return { svg, tod };
}

function sceneAbout(sc: Scene, info: SceneInfo): SceneResult {
  const keys = info.key;
  if (/truck/.test(keys)) {
    return sceneGarden(sc, info, {
      extra: (cam, sprites, lay) => {
        const z = lay.range(8, 10);
        const x = lay.range(-5, -2.5);
        const [sx, sy] = cam.project([x, 0, z]);
        sprites.add(
          z - 2,
          truck(lay, sx, sy, cam.scale(x, z) * 5.6, { body: lay.pick(['#f4f4f2', '#e8e8e4', '#2f6b4a']), accent: lay.pick(['#2f6b4a', '#1f5a7a']) }),
        );
        return '';
      },
    });
  }
  if (/crew|team/.test(keys)) {
    return sceneGarden(sc, info, {
      extra: (cam, sprites, lay) => {
        const n = lay.int(3, 5);
        const z = lay.range(4, 5.5);
        const shirt = lay.pick(['#2f6b4a', '#1f5a7a', '#3f7f5f']);
        for (let i = 0; i < n; i++) {
          const x = -1.2 * (n - 1) * 0.5 + i * 1.2 + lay.range(-0.2, 0.2);
          const zz = z + lay.range(-0.4, 0.4);
          const [sx, sy] = cam.project([x, 0, zz]);
          sprites.add(zz - 0.5, person(lay, sx, sy, cam.scale(x, zz) * lay.range(1.65, 1.85), { shirt, tool: lay.pick([null, 'shovel', 'rake', null]) }));
        }
        return '';
      },
    });
  }
  return sceneGarden(sc, info, { wide: true, sea: /panorama/.test(keys), golden: true });
}

const SCENES: Record<SceneName, SceneDraw> = {
  turf: sceneTurf,
  hardscape: sceneHardscape,
  lighting: sceneLighting,
  pool: scenePool,
  coastal: sceneCoastal,
  maintenance: (sc, info) =>
    sceneGarden(sc, info, {
      extra: (cam, sprites, lay) => {
        // A crew member at work with a wheelbarrow of mulch.
        const x = lay.range(-2, 2);
        const z = lay.range(5, 7);
        const [sx, sy] = cam.project([x, 0, z]);
        const s = cam.scale(x, z);
        sprites.add(z, person(lay, sx, sy, s * 1.75, { tool: 'rake' }) + wheelbarrow(sx + s * 0.9, sy + s * 0.1, s));
        return '';
      },
    }),
  community: sceneCommunity,
  custom: (sc, info) => sceneGarden(sc, info, { golden: true }),
  about: sceneAbout,
  hero: (sc, info) => sceneGarden(sc, info, { golden: true, wide: true }),
  garden: (sc, info) => sceneGarden(sc, info, {}),
};

// Order matters: the first keyword found in the path decides the scene.
const SCENE_KEYWORDS: [string, SceneName][] = [
  ['turf', 'turf'],
  ['hardscape', 'hardscape'],
  ['lighting', 'lighting'],
  ['pool', 'pool'],
  ['coastal', 'coastal'],
  ['maintenance', 'maintenance'],
  ['community', 'community'],
  ['custom', 'custom'],
  ['about', 'about'],
  ['team', 'about'],
  ['crew', 'about'],
  ['truck', 'about'],
  ['hero', 'hero'],
];

function classify(key: string): Omit<SceneInfo, 'key'> {
  const k = key.toLowerCase();
  const b = k.lastIndexOf('before');
  const a = k.lastIndexOf('after');
  let state: PhotoState = 'after';
  let rest = k;
  if (b >= 0 || a >= 0) {
    state = b > a ? 'before' : 'after';
    rest = k.replace(/before|after/g, ' ');
  }
  const hit = SCENE_KEYWORDS.find(([word]) => rest.includes(word));
  return { scene: hit ? hit[1] : 'garden', state, phase: b >= 0 || a >= 0 ? state : null };
}

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

/** Stable identity for seeding: path relative to data/, or from "images/" on for previews. */
function seedKey(absPath: string): string {
  const rel = path.relative(dataDir, absPath).split(path.sep).join('/');
  if (!rel.startsWith('..')) return rel;
  const posix = absPath.split(path.sep).join('/');
  const i = `/${posix}`.lastIndexOf('/images/');
  return i >= 0 ? posix.slice(i) : path.basename(absPath);
}

/** Film grain plus a soft vignette, applied to raw pixels (cheap and photographic). */
function finishPixels(buf: Buffer, channels: number, seed: number, { grain = 5, vignette = 0.18 }: { grain?: number; vignette?: number } = {}): void {
  const px = new Uint8ClampedArray(buf.buffer, buf.byteOffset, buf.length);
  let s = seed || 1;
  const cx = W / 2;
  const cy = H / 2;
  const inv = 1 / (cx * cx + cy * cy);
  for (let y = 0; y < H; y++) {
    const dy = (y - cy) * (y - cy);
    for (let x = 0; x < W; x++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      const n = (((s & 255) + ((s >>> 8) & 255) - 255) / 255) * grain;
      const v = 1 - vignette * ((x - cx) * (x - cx) + dy) * inv;
      const i = (y * W + x) * channels;
      px[i] = px[i] * v + n;
      px[i + 1] = px[i + 1] * v + n;
      px[i + 2] = px[i + 2] * v + n;
    }
  }
}

export async function renderPhoto(target: string): Promise<{ scene: SceneName; state: PhotoState | null; bytes: number; svgBytes: number }> {
  const outPath = path.resolve(target);
  const key = seedKey(outPath);
  const info: SceneInfo = { ...classify(key), key: key.toLowerCase() };
  // Layout is seeded without the before/after word so a pair shares one composition.
  const layoutKey = info.phase ? key.toLowerCase().replace(/before|after/g, '') : key;
  const sc = createScene(createRng(hashString(layoutKey)), createRng(hashString(`${key}#detail`)));
  // Turf, hardscape and the garden know how to draw their own "before"; for any
  // other scene the untouched yard (patchy lawn, bare beds) stands in.
  const draw = info.state === 'before' && !['turf', 'hardscape', 'garden'].includes(info.scene) ? SCENES.garden : SCENES[info.scene];
  const { svg: body, tod } = draw(sc, info);
  const tint = SKIES[tod].tint;
  const overlay = tint ? rect(0, 0, W, H, { fill: tint, opacity: tod === 'dusk' ? 0.08 : 0.07 }) : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${sc.defs.join('')}</defs>${body}${overlay}</svg>`;
  const { data, info: meta } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  finishPixels(data, meta.channels, hashString(`${key}#grain`), { grain: tod === 'dusk' ? 7 : 5 });
  await fs.mkdir(path.dirname(outPath), { recursive: true });
  const out = await sharp(data, { raw: { width: W, height: H, channels: meta.channels } })
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
  await fs.writeFile(outPath, out);
  return { scene: info.scene, state: info.phase, bytes: out.length, svgBytes: svg.length };
}

// ---------------------------------------------------------------------------
// Discovering targets
// ---------------------------------------------------------------------------

async function walkJson(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walkJson(p)));
    else if (entry.isFile() && entry.name.endsWith('.json')) out.push(p);
  }
  return out;
}

function collectJpgStrings(value: unknown, found: string[]): void {
  if (typeof value === 'string') {
    if (value.toLowerCase().endsWith('.jpg')) found.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectJpgStrings(v, found);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collectJpgStrings(v, found);
  }
}

async function referencedImages(): Promise<string[]> {
  const targets = new Set<string>();
  for (const file of await walkJson(dataDir)) {
    let json: unknown;
    try {
      json = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (err) {
      console.warn(`skipping ${path.relative(process.cwd(), file)}: ${err instanceof Error ? err.message : String(err)}`);
      continue;
    }
    const found: string[] = [];
    collectJpgStrings(json, found);
    for (const ref of found) targets.add(path.resolve(path.dirname(file), ref));
  }
  return [...targets].sort();
}

interface Options {
  force: boolean;
  /** null when not given; undefined when the flag came last, without its value. */
  only: string | null | undefined;
  list: string | null | undefined;
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { force: false, only: null, list: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--force') opts.force = true;
    else if (a === '--only') opts.only = argv.at(++i);
    else if (a === '--list') opts.list = argv.at(++i);
    else if (a === '--help' || a === '-h') {
      console.log('Usage: npx tsx one-off/generate-photos.ts [--force] [--only <substring>] [--list <file>]');
      process.exit(0);
    } else {
      console.error(`Unknown argument: ${a}`);
      process.exit(2);
    }
  }
  if ((opts.only === undefined && argv.includes('--only')) || (opts.list === undefined && argv.includes('--list'))) {
    console.error('--only and --list need a value');
    process.exit(2);
  }
  return opts;
}

async function exists(p: string): Promise<boolean> {
  try {
    await fs.access(p);
    return true;
  } catch {
    return false;
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  let targets: string[];
  if (opts.list) {
    const text = await fs.readFile(opts.list, 'utf8');
    targets = [
      ...new Set(
        text
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#'))
          .map((l) => path.resolve(process.cwd(), l)),
      ),
    ];
  } else {
    targets = await referencedImages();
  }
  const only = opts.only;
  if (only) targets = targets.filter((t) => t.includes(only));
  const todo: string[] = [];
  for (const t of targets) if (opts.force || !(await exists(t))) todo.push(t);

  const started = process.hrtime.bigint();
  let bytes = 0;
  let written = 0;
  // librsvg renders on libuv worker threads, so a couple in flight keeps cores busy.
  const concurrency = Math.max(1, Math.min(4, os.availableParallelism?.() ?? os.cpus().length));
  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const target = todo[next++];
      const t0 = process.hrtime.bigint();
      const r = await renderPhoto(target);
      const secs = Number(process.hrtime.bigint() - t0) / 1e9;
      bytes += r.bytes;
      written++;
      const label = r.state ? `${r.scene}/${r.state}` : r.scene;
      console.log(`wrote ${path.relative(process.cwd(), target)}  [${label}]  ${(r.bytes / 1024).toFixed(0)} KB  ${secs.toFixed(2)} s`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const total = Number(process.hrtime.bigint() - started) / 1e9;
  console.log(
    `${written} image${written === 1 ? '' : 's'} written (${targets.length - todo.length} already present), ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB, ${total.toFixed(1)} s` +
      (written ? ` (avg ${(bytes / written / 1024).toFixed(0)} KB, ${(total / written).toFixed(2)} s per image)` : ''),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
