/*
 * WooCommerce's jQuery API, queued until the islands' runtime answers it. The plugin prints this right after
 * jQuery, calling it with jQuery, the jQuery plugin names of the scripts it replaced and the runtime's jQuery
 * chunk: a script that calls `$( form ).wc_variation_form()` before the runtime has loaded (a quick view opened
 * at once) is answered a moment later instead of throwing. The chunk takes the queue over and preloading it
 * here saves a round trip once the runtime asks for it; at low priority, as the loader, behind what the first
 * paint needs. A name that a script on the page already defines is left to it. Plain ES5: it runs in every
 * browser that runs jQuery.
 */
/* eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the plugin appends the call */
(function ($, names, chunk) {
  if (!$ || !$.fn) return;
  var calls = [];
  names.forEach(function (name) {
    if ($.fn[name]) return;
    var queued = function () {
      calls.push([name, this, Array.prototype.slice.call(arguments)]);
      return this;
    };
    queued.wcIslandsQueue = calls;
    $.fn[name] = queued;
  });
  if (chunk) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    link.fetchPriority = 'low';
    document.head.appendChild(link);
  }
});
