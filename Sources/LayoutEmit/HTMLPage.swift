/// The fixed parts of the `--emit html` page (`HTMLEmitter`): its style sheet, the markup the
/// script fills, and the script, which reads the embedded JSON and draws the selected preview.
///
/// Test hooks, read from the URL's fragment (`#preview=1&scroll=0,300&orth=2:150&hover=0:3&measure`):
/// the preview shown, the content's scroll offsets along the layout's axis, orthogonal sections'
/// scroll offsets (from their rest positions), an item whose hover text each measurement gives
/// (`"hover"`), and `measure`, which writes into
/// `<pre id="measurement">` a JSON array with one object per scroll offset, in order: the axis,
/// the viewport's length along it, the scroll offsets in force and, for every drawn element, `[kind, section, index, slot, supplementary
/// source, orthogonal section, x, y, width, height, data frame]`, the frame from `getBoundingClientRect()`
/// relative to `[data-content]`, then the frame the script placed it at from the embedded data
/// (`[x, y, width, height]` in content coordinates, at rest: a pinned element's unpinned frame).
enum HTMLPage {
  static let style = """
    html, body { margin: 0; padding: 0; background: #f4f4f6; color: #222;
      font: 13px/1.35 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
    #bar { display: flex; gap: 12px; align-items: center; padding: 8px 12px; height: 24px;
      background: #fff; border-bottom: 1px solid #ddd; white-space: nowrap; overflow: hidden; }
    #bar select { font: inherit; }
    #title { color: #555; }
    #stage { display: flex; gap: 24px; align-items: flex-start; padding: 16px 24px; }
    #screen { position: relative; flex: none; outline: 1.5px dashed #e0245e; outline-offset: 0;
      background: #fff; }
    #screen::after { content: "screen"; position: absolute; right: 4px; bottom: -16px; font-size: 10px;
      color: #e0245e; }
    [data-viewport] { position: relative; overflow: auto; overscroll-behavior: contain; scrollbar-width: none; }
    [data-content] { position: relative; }
    [data-kind] { position: absolute; box-sizing: border-box; margin: 0; }
    [data-kind="item"] { background: #cfe0f7; border: 0.5px solid #3a6ea5; color: #1d3557; font-size: 10px;
      display: flex; align-items: center; justify-content: center; overflow: hidden; }
    [data-kind="group"] { border: 1px solid #1f77b4; pointer-events: none; }
    [data-kind="group"][data-depth="1"] { border-color: #ff7f0e; }
    [data-kind="group"][data-depth="2"] { border-color: #2ca02c; }
    [data-kind="group"][data-depth="3"] { border-color: #9467bd; }
    [data-kind="background"] { background: #e3f1e1; border: 0.5px solid #7aa874; }
    [data-sup] { background: #fde2b8; border: 0.5px solid #c77d12; color: #8a4b00; font-size: 10px;
      overflow: hidden; text-align: right; padding-right: 3px; }
    [data-estimated] { border-style: dashed; border-width: 1px; }
    [data-kind]:hover { outline: 2px solid #e0245e; z-index: 50; }
    .orthogonal { position: absolute; overflow: auto; overscroll-behavior-x: contain; scrollbar-width: none; z-index: 1; }
    .orthogonal > div { position: relative; }
    .snap { position: absolute; top: 0; left: 0; pointer-events: none; }
    #info { flex: 1; min-width: 280px; max-width: 520px; }
    #hover { background: #fff; border: 1px solid #ddd; padding: 8px; min-height: 36px; white-space: pre-wrap; }
    #snippet { background: #fff; border: 1px solid #ddd; padding: 8px; margin-top: 8px; font: 12px/1.4 Menlo, monospace;
      overflow: auto; max-height: 320px; }
    #snippet .here { background: #fff3b0; display: block; }
    #measurement { display: none; }

    """

  static let body = """
    <div id="bar"><label>preview <select id="preview-select"></select></label><span id="title"></span></div>
    <div id="stage">
    <div id="screen"><div data-viewport id="viewport"><div data-content id="content"></div></div></div>
    <div id="info"><div id="hover">Hover over an element to see where it comes from.</div><pre id="snippet"></pre></div>
    </div>
    <pre id="measurement"></pre>

    """

  static let script = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("layout-data").textContent);
      var viewport = document.getElementById("viewport");
      var content = document.getElementById("content");
      var select = document.getElementById("preview-select");
      var BUCKET = 256, MARGIN = 64, BIG = 64;
      var S = null;

      function px(v) { return v + "px"; }

      // One preview's elements in typed arrays, indexed along the scroll axis in buckets. A
      // section that carries its template (`tile`) is not listed: its repetitions' elements have
      // the ids from its `base` on (`m` per repetition: its leaves, then its badges) and are
      // computed for the repetitions in view.
      function build(p) {
        var vertical = p.axis === "vertical";
        var n = p.sups.length;
        p.sections.forEach(function (s) {
          n += s.items.length / 4 + s.sups.length + s.decos.length + s.groups.length / 5;
        });
        var st = {
          p: p, vertical: vertical, n: n,
          x: new Float64Array(n), y: new Float64Array(n), w: new Float64Array(n), h: new Float64Array(n),
          type: new Uint8Array(n), sec: new Int32Array(n), ref: new Int32Array(n), orth: new Int32Array(n),
          pinned: [], big: [], orths: [], tiles: [], nodes: new Map()
        };
        var e = 0;
        function add(type, sec, ref, f, o, k, orth) {
          st.x[e] = f[o]; st.y[e] = f[o + 1]; st.w[e] = Math.max(0, f[o + 2]); st.h[e] = Math.max(0, f[o + 3]);
          st.type[e] = type; st.sec[e] = sec; st.ref[e] = ref; st.orth[e] = orth;
          return e++;
        }
        function addSups(list, sec, orth) {
          list.forEach(function (sup, k) {
            var inner = orth >= 0 && sup.source !== "boundary";
            var id = add(1, sec, k, sup.f, 0, k, inner ? orth : -1);
            if (sup.pin) st.pinned.push(id);
          });
        }
        addSups(p.sups, -1, -1);
        var next = n;
        p.sections.forEach(function (s, si) {
          var orth = -1;
          if (s.orth) {
            orth = st.orths.length;
            st.orths.push({ section: si, first: e, ids: [], tiles: [], el: null, inner: null, shift: 0 });
          }
          for (var g = 0; g < s.groups.length; g += 5) add(3, si, g / 5, s.groups, g + 1, 0, orth);
          s.decos.forEach(function (d, k) { add(2, si, k, d.f, 0, k, -1); });
          for (var i = 0; i < s.items.length; i += 4) add(0, si, i / 4, s.items, i, 0, orth);
          addSups(s.sups, si, orth);
          if (!s.tile) return;
          var t = s.tile, k = t.leaves.length / 4;
          var T = { t: t, sec: si, k: k, nb: t.badges.length, m: k + t.badges.length, reps: Math.ceil(t.n / k), base: next,
            orth: orth, bounds: s.sups.length, est: new Set(t.est), emin: Infinity, emax: -Infinity };
          var h = t.axis === "horizontal";
          for (var j = 0; j < T.m; j++) {
            var f = slotFrame(T, j), a0 = h ? f[0] : f[1];
            T.emin = Math.min(T.emin, a0); T.emax = Math.max(T.emax, a0 + Math.max(0, h ? f[2] : f[3]));
          }
          next += T.reps * T.m;
          st.tiles.push(T);
          if (orth >= 0) st.orths[orth].tiles.push(T);
        });
        // Along the scroll axis: the buckets each element overlaps (CSR arrays).
        var lo = 0, hi = vertical ? p.ch : p.cw;
        for (var i = 0; i < n; i++) {
          var a0 = vertical ? st.y[i] : st.x[i], a1 = a0 + (vertical ? st.h[i] : st.w[i]);
          if (a0 < lo) lo = a0;
          if (a1 > hi) hi = a1;
        }
        st.base = lo;
        var count = Math.floor((hi - lo) / BUCKET) + 1;
        var starts = new Int32Array(count + 1);
        var isPinned = new Uint8Array(n);
        st.pinned.forEach(function (id) { isPinned[id] = 1; });
        function range(i) {
          var a0 = vertical ? st.y[i] : st.x[i], a1 = a0 + (vertical ? st.h[i] : st.w[i]);
          return [Math.floor((a0 - lo) / BUCKET), Math.floor((a1 - lo) / BUCKET)];
        }
        function indexed(i) {
          if (isPinned[i]) return false;
          if (st.orth[i] >= 0) { st.orths[st.orth[i]].ids.push(i); return false; }
          var r = range(i);
          if (r[1] - r[0] > BIG) { st.big.push(i); return false; }
          return true;
        }
        var keep = new Uint8Array(n);
        for (i = 0; i < n; i++) {
          if (!indexed(i)) continue;
          keep[i] = 1;
          var r = range(i);
          for (var b = r[0]; b <= r[1]; b++) starts[b + 1]++;
        }
        for (b = 0; b < count; b++) starts[b + 1] += starts[b];
        var fill = starts.slice(0, count), ids = new Int32Array(starts[count]);
        for (i = 0; i < n; i++) {
          if (!keep[i]) continue;
          r = range(i);
          for (b = r[0]; b <= r[1]; b++) ids[fill[b]++] = i;
        }
        st.starts = starts; st.ids = ids; st.count = count;
        return st;
      }

      // A tiled section's slot j (a leaf, then a badge), relative to a repetition's origin.
      function slotFrame(T, j) {
        if (j < T.k) return T.t.leaves.slice(4 * j, 4 * j + 4);
        return T.t.badges[j - T.k].f;
      }

      // Slot j of repetition rep, as the resolver tiles it (SectionTiling.placed): the origin
      // o + rep × p + l along the tile's axis, then mirrored about the content width.
      function tiled(T, rep, j) {
        var t = T.t, f = slotFrame(T, j);
        var along = t.o + rep * t.p + t.l;
        var x = f[0] + (t.axis === "horizontal" ? along : t.a), y = f[1] + (t.axis === "horizontal" ? t.a : along);
        if (t.mirror !== null) x = t.mirror - x - f[2];
        return [x, y, f[2], f[3]];
      }

      // How many leaves repetition rep places, and whether it places slot j.
      function placedLeaves(T, rep) { return Math.min(T.k, T.t.n - rep * T.k); }
      function placesSlot(T, rep, j) { return j < T.k ? j < placedLeaves(T, rep) : T.t.badges[j - T.k].leaf < placedLeaves(T, rep); }

      function tileOf(st, i) {
        for (var q = 0; q < st.tiles.length; q++) {
          var T = st.tiles[q];
          if (i >= T.base && i < T.base + T.reps * T.m) return T;
        }
        return null;
      }

      // Element i: its frame (`f`, in content coordinates), type, section, index (`ref`), slot in
      // its section's list, orthogonal section, supplementary and whether it is an estimate.
      function rec(st, i) {
        if (i < st.n) {
          var t = st.type[i];
          return { f: [st.x[i], st.y[i], st.w[i], st.h[i]], type: t, sec: st.sec[i], ref: st.ref[i], slot: st.ref[i], orth: st.orth[i],
            sup: t === 1 ? supOf(st, i) : null, est: estimated(st, i) };
        }
        var T = tileOf(st, i), local = i - T.base, rep = Math.floor(local / T.m), j = local % T.m;
        var f = tiled(T, rep, j);
        f[2] = Math.max(0, f[2]); f[3] = Math.max(0, f[3]);
        if (j < T.k) {
          var ref = rep * T.k + j;
          return { f: f, type: 0, sec: T.sec, ref: ref, slot: ref, orth: T.orth, sup: null, est: T.est.has(j) };
        }
        var b = T.t.badges[j - T.k], placed = placedLeaves(T, rep), before = 0;
        for (var q = 0; q < j - T.k; q++) if (T.t.badges[q].leaf < placed) before++;
        var sup = { kind: b.kind, source: b.group ? "group" : "item", index: b.group ? rep : rep * T.k + b.leaf, z: 1, est: false, src: null, pin: null };
        var slot = T.bounds + rep * T.nb + before;
        return { f: f, type: 1, sec: T.sec, ref: slot, slot: slot, orth: T.orth, sup: sup, est: false };
      }

      // Calls fn(id) for every element of T's repetitions that can reach lo..hi along T's axis.
      function visitTile(T, lo, hi, fn) {
        var t = T.t, a0 = lo, a1 = hi;
        if (t.mirror !== null && t.axis === "horizontal") { a0 = t.mirror - hi; a1 = t.mirror - lo; }
        var origin = t.o + t.l;
        var r0 = Math.max(0, Math.floor((a0 - origin - T.emax) / t.p) - 1);
        var r1 = Math.min(T.reps - 1, Math.ceil((a1 - origin - T.emin) / t.p) + 1);
        for (var r = r0; r <= r1; r++) {
          for (var j = 0; j < T.m; j++) if (placesSlot(T, r, j)) fn(T.base + r * T.m + j);
        }
      }

      function along(st, i) { return st.vertical ? st.y[i] : st.x[i]; }
      function alongLength(st, i) { return st.vertical ? st.h[i] : st.w[i]; }

      // X5, F20: where a pinned header or footer sits for the visible range lo..hi.
      function pinAlong(pin, lo, hi) {
        var m = pin[5];
        if (m !== null) { var t = lo; lo = m - hi; hi = m - t; }
        var v = pin[0] ? Math.min(Math.max(pin[1], lo), pin[3] - pin[2]) : Math.max(Math.min(pin[1], hi - pin[2]), pin[3]);
        if (pin[4] !== null) v = Math.sign(v) * Math.round(Math.abs(v) * pin[4]) / pin[4];
        if (m !== null) v = m - v - pin[2];
        return v;
      }

      function supOf(st, i) {
        var s = st.sec[i];
        return (s < 0 ? st.p.sups : st.p.sections[s].sups)[st.ref[i]];
      }

      function estimated(st, i) {
        var t = st.type[i];
        if (t === 1) return supOf(st, i).est;
        if (t !== 0) return false;
        var est = st.p.sections[st.sec[i]].est;
        if (!est.length) return false;
        if (!est.set) est.set = new Set(est);
        return est.set.has(st.ref[i]);
      }

      function node(st, i) {
        var d = document.createElement("div");
        var e = rec(st, i), t = e.type, s = e.sec;
        d.dataset.id = i;
        d.dataset.section = s < 0 ? "layout" : String(st.p.sections[s].index);
        d.dataset.index = String(e.ref);
        d.dataset.slot = String(e.slot);
        var z = 1;
        if (t === 0) {
          d.dataset.kind = "item";
          if (e.f[2] >= 12 && e.f[3] >= 10) d.textContent = String(e.ref);
        } else if (t === 1) {
          var sup = e.sup;
          d.dataset.kind = sup.kind;
          d.dataset.sup = sup.source;
          d.dataset.index = String(sup.index);
          z = sup.z + 2;
          if (e.f[2] >= 40 && e.f[3] >= 12 && sup.source === "boundary") d.textContent = sup.kind;
        } else if (t === 2) {
          var deco = st.p.sections[s].decos[e.ref];
          d.dataset.kind = "background";
          d.dataset.decoration = deco.kind;
          z = 0;
        } else {
          d.dataset.kind = "group";
          d.dataset.depth = String(st.p.sections[s].groups[e.ref * 5]);
          z = 1;
        }
        if (e.est) d.dataset.estimated = "";
        d.style.zIndex = String(z);
        d.frame = e.f;
        d.orth = e.orth;
        place(st, e, d, st.vertical ? e.f[1] : e.f[0]);
        return d;
      }

      function place(st, e, d, a) {
        var o = e.orth, dx = 0, dy = 0;
        if (o >= 0) {
          var os = st.orths[o];
          if (st.vertical) { dx = -os.shift; dy = -os.start; } else { dx = -os.start; dy = -os.shift; }
        }
        var x = st.vertical ? e.f[0] : a, y = st.vertical ? a : e.f[1];
        d.style.left = px(x + dx); d.style.top = px(y + dy);
        d.style.width = px(e.f[2]); d.style.height = px(e.f[3]);
      }

      // The orthogonal sections' inner scrolling containers, with their snap points.
      function orthogonal(st) {
        var p = st.p, vertical = st.vertical;
        st.orths.forEach(function (os, k) {
          var s = p.sections[os.section];
          var lo = 0, hi = vertical ? p.w : p.h;
          function extend(f) {
            var c0 = vertical ? f[0] : f[1], c1 = c0 + Math.max(0, vertical ? f[2] : f[3]);
            if (c0 < lo) lo = c0;
            if (c1 > hi) hi = c1;
          }
          os.ids.forEach(function (i) { extend([st.x[i], st.y[i], st.w[i], st.h[i]]); });
          // A tiled section's repetitions are in order along its axis: the first and the last bound it.
          os.tiles.forEach(function (T) {
            [0, T.reps - 1].forEach(function (r) {
              for (var j = 0; j < T.m; j++) if (placesSlot(T, r, j)) extend(tiled(T, r, j));
            });
          });
          os.start = s.start; os.shift = lo;
          var el = document.createElement("div");
          el.className = "orthogonal";
          el.dataset.orthogonal = String(s.index);
          el.dataset.behavior = s.orth;
          if (vertical) {
            el.style.left = "0px"; el.style.top = px(s.start); el.style.width = px(p.w); el.style.height = px(s.length);
            el.style.overflowY = "hidden";
          } else {
            el.style.top = "0px"; el.style.left = px(s.start); el.style.height = px(p.h); el.style.width = px(s.length);
            el.style.overflowX = "hidden";
          }
          var inner = document.createElement("div");
          if (vertical) { inner.style.width = px(hi - lo); inner.style.height = px(s.length); } else { inner.style.height = px(hi - lo); inner.style.width = px(s.length); }
          el.appendChild(inner);
          snaps(st, os, s, el, inner, hi - lo);
          content.appendChild(el);
          os.el = el; os.inner = inner;
          if (vertical) el.scrollLeft = -lo; else el.scrollTop = -lo;
          el.addEventListener("scroll", function () { render(); }, { passive: true });
        });
      }

      // O1–O5 as CSS scroll-snap: paging by the screen's width, group paging by each top-level
      // group (centred for group-paging-centered), continuous-leading to a group's leading edge.
      function snaps(st, os, s, el, inner, length) {
        var behavior = s.orth, vertical = st.vertical;
        if (behavior === "continuous") return;
        el.style.scrollSnapType = (vertical ? "x" : "y") + " mandatory";
        var page = vertical ? st.p.w : st.p.h;
        var marks = [];
        if (behavior === "paging") {
          for (var a = 0; a < length + page; a += page) marks.push([a, page]);
        } else {
          var first = null;
          for (var g = 0; g < s.groups.length; g += 5) {
            if (s.groups[g] !== 0) continue;
            var c0 = (vertical ? s.groups[g + 1] : s.groups[g + 2]) - os.shift, c = vertical ? s.groups[g + 3] : s.groups[g + 4];
            if (first === null) first = c0;
            marks.push([c0, c]);
          }
          if (first !== null && behavior !== "group-paging-centered") {
            el.style[vertical ? "scrollPaddingLeft" : "scrollPaddingTop"] = px(first + os.shift);
          }
        }
        marks.forEach(function (m) {
          var d = document.createElement("div");
          d.className = "snap";
          d.style[vertical ? "left" : "top"] = px(m[0]);
          d.style[vertical ? "width" : "height"] = px(m[1]);
          d.style[vertical ? "height" : "width"] = "1px";
          d.style.scrollSnapAlign = behavior === "group-paging-centered" ? "center" : "start";
          if (behavior !== "continuous-leading") d.style.scrollSnapStop = "always";
          inner.appendChild(d);
        });
      }

      function show(k) {
        var p = data.previews[k];
        content.textContent = "";
        viewport.scrollTop = 0; viewport.scrollLeft = 0;
        viewport.style.width = px(p.w); viewport.style.height = px(p.h);
        // Only along the scroll axis, as a collection view scrolls; no scroll bars take room.
        viewport.style.overflowX = p.axis === "vertical" ? "hidden" : "auto";
        viewport.style.overflowY = p.axis === "vertical" ? "auto" : "hidden";
        content.style.width = px(p.cw); content.style.height = px(p.ch);
        var title = data.layout + (p.name === null ? "" : " — preview " + p.name) + " — " + p.w + "×" + p.h + " @" + p.scale + "x — " +
          p.mode + " — content " + p.cw + "×" + p.ch + (p.rtl ? " — right to left" : "");
        document.getElementById("title").textContent = title;
        S = build(p);
        orthogonal(S);
        render();
      }

      // Draws what is visible (plus a margin), removes what is not.
      function render() {
        var st = S;
        if (!st) return;
        var p = st.p, vertical = st.vertical;
        var o = vertical ? viewport.scrollTop : viewport.scrollLeft, L = vertical ? p.h : p.w;
        var lo = o - MARGIN, hi = o + L + MARGIN;
        var want = new Map();
        function overlaps(i, a) { var a0 = a === undefined ? along(st, i) : a; return a0 < hi && a0 + alongLength(st, i) > lo; }
        var b0 = Math.max(0, Math.floor((lo - st.base) / BUCKET)), b1 = Math.min(st.count - 1, Math.floor((hi - st.base) / BUCKET));
        for (var b = b0; b <= b1; b++) {
          for (var j = st.starts[b]; j < st.starts[b + 1]; j++) { var i = st.ids[j]; if (!want.has(i) && overlaps(i)) want.set(i, along(st, i)); }
        }
        st.big.forEach(function (i) { if (overlaps(i)) want.set(i, along(st, i)); });
        st.tiles.forEach(function (T) {
          if (T.orth >= 0) return;
          visitTile(T, lo, hi, function (id) {
            var f = rec(st, id).f, a0 = vertical ? f[1] : f[0], a1 = a0 + (vertical ? f[3] : f[2]);
            if (a0 < hi && a1 > lo) want.set(id, a0);
          });
        });
        st.orths.forEach(function (os) {
          var s = p.sections[os.section];
          if (!(s.start < hi && s.start + s.length > lo)) return;
          var c = (vertical ? os.el.scrollLeft : os.el.scrollTop) + os.shift, C = vertical ? p.w : p.h;
          os.ids.forEach(function (i) {
            var c0 = vertical ? st.x[i] : st.y[i], c1 = c0 + (vertical ? st.w[i] : st.h[i]);
            if (c0 < c + C + MARGIN && c1 > c - MARGIN) want.set(i, along(st, i));
          });
          os.tiles.forEach(function (T) {
            visitTile(T, c - MARGIN, c + C + MARGIN, function (id) {
              var f = rec(st, id).f, c0 = vertical ? f[0] : f[1], c1 = c0 + (vertical ? f[2] : f[3]);
              if (c0 < c + C + MARGIN && c1 > c - MARGIN) want.set(id, vertical ? f[1] : f[0]);
            });
          });
        });
        st.pinned.forEach(function (i) {
          var a = pinAlong(supOf(st, i).pin, o, o + L);
          if (overlaps(i, a)) want.set(i, a);
        });
        st.nodes.forEach(function (d, i) {
          if (!want.has(i)) { d.remove(); st.nodes.delete(i); }
        });
        want.forEach(function (a, i) {
          var d = st.nodes.get(i);
          if (!d) {
            d = node(st, i);
            st.nodes.set(i, d);
            (d.orth >= 0 ? st.orths[d.orth].inner : content).appendChild(d);
          }
          if (i < st.n && st.type[i] === 1 && supOf(st, i).pin) place(st, rec(st, i), d, a);
        });
      }

      function describe(d) {
        var st = S, i = Number(d.dataset.id), e = rec(st, i), t = e.type, s = e.sec;
        var sec = s < 0 ? null : st.p.sections[s];
        var src = null, what;
        if (t === 0) {
          what = "item " + e.ref;
          // A measured section says where each item comes from; in the others item i is leaf i mod leaves.
          if (sec.isrc && e.ref < sec.isrc.length) src = sec.srcs[sec.isrc[e.ref]];
          else if (sec.leaves.length) src = sec.leaves[e.ref % sec.leaves.length];
        } else if (t === 1) {
          var sup = e.sup;
          what = sup.kind + (sup.source === "boundary" ? "" : " of " + sup.source + " " + sup.index) + (sup.pin ? " (pinned)" : "");
          src = sup.src;
        } else if (t === 2) {
          what = "background " + sec.decos[e.ref].kind;
        } else {
          what = "group, depth " + sec.groups[e.ref * 5];
        }
        if (!src && sec) src = sec.src;
        var r = d.getBoundingClientRect(), c = content.getBoundingClientRect();
        var inner = e.orth >= 0 ? st.orths[e.orth] : null;
        var dx = 0, dy = 0;
        if (inner) { var by = inner.el.scrollLeft + inner.shift, bt = inner.el.scrollTop + inner.shift; if (st.vertical) dx = by; else dy = bt; }
        var f = [r.left - c.left + dx, r.top - c.top + dy, r.width, r.height].map(function (v) { return Math.round(v * 1000) / 1000; });
        var text = (s < 0 ? "layout" : "section " + sec.index + (sec.name ? " (" + sec.name + ")" : "")) + " — " + what +
          "\\nframe x " + f[0] + ", y " + f[1] + ", " + f[2] + " × " + f[3] + (e.est ? "\\nestimated: nothing measured it" : "") +
          (src ? "\\n" + data.file + ":" + src[0] + ":" + src[1] : "");
        document.getElementById("hover").textContent = text;
        var pre = document.getElementById("snippet");
        pre.textContent = "";
        if (!src) return;
        for (var l = Math.max(1, src[0] - 3); l <= Math.min(data.lines.length, src[0] + 3); l++) {
          var line = document.createElement("span");
          line.textContent = String(l).padStart(4) + "  " + data.lines[l - 1] + "\\n";
          if (l === src[0]) line.className = "here";
          pre.appendChild(line);
        }
      }

      content.addEventListener("mouseover", function (ev) {
        var d = ev.target.closest ? ev.target.closest("[data-kind]") : null;
        if (d && d.dataset.id !== undefined) describe(d);
      });
      viewport.addEventListener("scroll", function () { render(); }, { passive: true });

      data.previews.forEach(function (p, k) {
        var opt = document.createElement("option");
        opt.value = String(k);
        opt.textContent = p.name === null ? data.layout : p.name + " — " + p.w + "×" + p.h;
        select.appendChild(opt);
      });
      select.addEventListener("change", function () { show(Number(select.value)); });

      // Test hooks: #preview=K&scroll=O[,O…]&orth=SECTION:O[,SECTION:O…]&measure.
      var hook = {};
      location.hash.replace(/^#/, "").split("&").forEach(function (part) {
        var kv = part.split("=");
        if (kv[0]) hook[kv[0]] = kv.length > 1 ? decodeURIComponent(kv[1]) : "";
      });
      var k = Math.min(Math.max(0, Number(hook.preview || 0) | 0), data.previews.length - 1);
      select.value = String(k);
      show(k);
      var offsets = (hook.scroll || "0").split(",").map(Number);
      function scrollTo(o) {
        if (S.vertical) viewport.scrollTop = o; else viewport.scrollLeft = o;
      }
      scrollTo(offsets[0]);
      (hook.orth || "").split(",").forEach(function (spec) {
        var parts = spec.split(":");
        S.orths.forEach(function (os) {
          if (parts.length !== 2 || String(S.p.sections[os.section].index) !== parts[0]) return;
          var v = Number(parts[1]) - os.shift;
          if (S.vertical) os.el.scrollLeft = v; else os.el.scrollTop = v;
        });
      });
      render();
      if (hook.measure === undefined) return;
      function measured() {
        var st = S, c = content.getBoundingClientRect();
        var out = { preview: k, axis: st.p.axis, length: st.vertical ? st.p.h : st.p.w,
          scroll: st.vertical ? viewport.scrollTop : viewport.scrollLeft, orth: {}, elements: [] };
        st.orths.forEach(function (os) {
          out.orth[String(st.p.sections[os.section].index)] = (st.vertical ? os.el.scrollLeft : os.el.scrollTop) + os.shift;
        });
        // #hover=SECTION:INDEX: what hovering that drawn item shows.
        if (hook.hover !== undefined) {
          var at = hook.hover.split(":");
          var h = content.querySelector('[data-kind="item"][data-section="' + at[0] + '"][data-index="' + Number(at[1]) + '"]');
          if (h) describe(h);
          out.hover = h ? document.getElementById("hover").textContent : null;
        }
        content.querySelectorAll("[data-kind]").forEach(function (d) {
          var r = d.getBoundingClientRect(), o = d.parentNode.parentNode;
          out.elements.push([d.dataset.kind, d.dataset.section, Number(d.dataset.index), Number(d.dataset.slot), d.dataset.sup || null,
            o.dataset && o.dataset.orthogonal !== undefined ? o.dataset.orthogonal : null, r.left - c.left, r.top - c.top, r.width, r.height,
            d.frame || null]);
        });
        return out;
      }
      // One measurement per offset, each after the scroll (and any snapping) has settled.
      var results = [];
      function step(n) {
        setTimeout(function () {
          render();
          results.push(measured());
          if (n + 1 === offsets.length) {
            document.getElementById("measurement").textContent = JSON.stringify(results);
            return;
          }
          scrollTo(offsets[n + 1]);
          render();
          step(n + 1);
        }, 60);
      }
      step(0);
    })();

    """
}
