// The replay's scrubber, arrow keys and permalinks: every move is already in the page
// (it works without this script, one move per page); this only shows another one.
"use strict";
(function () {
  const steps = Array.from(document.querySelectorAll("section.step"));
  const links = Array.from(document.querySelectorAll("nav.moves a[data-move]"));
  const scrubber = document.getElementById("scrubber");
  if (!steps.length || !scrubber) return;
  const last = steps.length - 1;
  let current = Number(scrubber.value);

  function show(move, push) {
    move = Math.max(0, Math.min(last, move));
    current = move;
    steps.forEach((s) => { s.hidden = Number(s.dataset.move) !== move; });
    links.forEach((a) => {
      if (Number(a.dataset.move) === move) a.setAttribute("aria-current", "step");
      else a.removeAttribute("aria-current");
    });
    document.querySelectorAll("table.sheet td[data-move]").forEach((cell) => {
      const filled = Number(cell.dataset.move);
      cell.firstElementChild.hidden = filled > move;
      cell.classList.toggle("new", filled === move);
    });
    document.querySelectorAll("table.sheet span[data-from]").forEach((span) => {
      span.hidden = !(Number(span.dataset.from) <= move && move <= Number(span.dataset.to));
    });
    scrubber.value = String(move);
    const url = new URL(window.location.href);
    url.searchParams.set("move", String(move));
    if (push) history.replaceState(null, "", url);
    document.querySelectorAll(".stepper a").forEach((a) => {
      const target = { first: 0, prev: move - 1, next: move + 1, last: last }[a.rel];
      const href = new URL(a.href);
      href.searchParams.set("move", String(Math.max(0, Math.min(last, target))));
      a.href = href.toString();
    });
  }

  scrubber.addEventListener("input", () => show(Number(scrubber.value), true));
  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLInputElement && event.target !== scrubber) return;
    const ahead = document.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = document.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    if (event.target === scrubber) return;  // the range input steps itself
    if (event.key === ahead) { show(current + 1, true); event.preventDefault(); }
    else if (event.key === back) { show(current - 1, true); event.preventDefault(); }
    else if (event.key === "Home") { show(0, true); event.preventDefault(); }
    else if (event.key === "End") { show(last, true); event.preventDefault(); }
  });
  links.concat(Array.from(document.querySelectorAll(".stepper a"))).forEach((a) => {
    a.addEventListener("click", (event) => {
      event.preventDefault();
      show(Number(new URL(a.href).searchParams.get("move")), true);
    });
  });
})();
