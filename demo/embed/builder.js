// The embed builder (/embed/): the widgets and their attributes come from the registry
// (widgets.json, written by scripts/build.mjs); the preview is the real widget through the loader;
// the snippet is what a partner pastes (the script tag and element, or the JavaScript API with the
// queue stub of README "Calling the API before the loader has loaded"), with the moving loader or
// this build's pinned copy and its integrity hash (/widgets/manifest.json, README "Pinning a version").
(async function () {
  var loaded = await Promise.all([fetch('widgets.json'), fetch('/widgets/manifest.json')]);
  var widgets = await loaded[0].json();
  var manifest = await loaded[1].json();
  var origin = location.origin;
  var $ = function (id) {
    return document.getElementById(id);
  };
  var pick = $('widget');
  widgets.forEach(function (w) {
    pick.append(new Option('ew-' + w.name + ' — ' + w.summary, w.name));
  });
  pick.value = new URLSearchParams(location.search).get('widget') || 'callback-form';

  function current() {
    return widgets.find(function (w) {
      return w.name === pick.value;
    });
  }

  // One control per attribute the widget declares (the styling and CSP ones are the host's own).
  var SKIP = ['nonce', 'api-base', 'shadow'];
  function drawControls() {
    var box = $('attributes');
    box.replaceChildren();
    current().attributes.forEach(function (a) {
      if (SKIP.indexOf(a.name) >= 0) return;
      var id = 'attr-' + a.name;
      var label = document.createElement('label');
      label.htmlFor = id;
      label.textContent = a.name;
      var hint = document.createElement('small');
      hint.textContent = a.description;
      label.append(hint);
      var input;
      if (a.values) {
        input = document.createElement('select');
        input.append(new Option('(default)', ''));
        a.values.forEach(function (v) {
          input.append(new Option(v, v));
        });
      } else if (a.type === 'json') {
        input = document.createElement('textarea');
        input.placeholder = '{"firstname": "Ana"}';
        input.style.minHeight = '4rem';
      } else {
        input = document.createElement('input');
      }
      input.id = id;
      input.dataset.attribute = a.name;
      box.append(label, input);
    });
  }

  function chosen() {
    var out = [];
    document.querySelectorAll('[data-attribute]').forEach(function (el) {
      if (el.value.trim()) out.push([el.dataset.attribute, el.value.trim()]);
    });
    return out;
  }

  var quote = function (v) {
    return v.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  };
  var camel = function (n) {
    return n.replace(/-(\w)/g, function (_, c) {
      return c.toUpperCase();
    });
  };

  function snippet() {
    var name = current().name;
    var attrs = chosen();
    var script = $('pin').checked
      ? '<script src="' +
        origin +
        '/widgets/' +
        manifest.loader.file +
        '" integrity="' +
        manifest.loader.integrity +
        '" crossorigin="anonymous" async></script>'
      : '<script src="' + origin + '/widgets/loader.js" async></script>';
    if (document.querySelector('input[name="as"]:checked').value === 'markup') {
      var html = attrs
        .map(function (a) {
          return ' ' + a[0] + '="' + quote(a[1]) + '"';
        })
        .join('');
      return script + '\n<ew-' + name + html + '></ew-' + name + '>';
    }
    var options = {};
    attrs.forEach(function (a) {
      var value = a[1];
      if (a[0] === 'prefill') {
        try {
          value = JSON.parse(value);
        } catch {
          /* kept as text: the widget reports it (ew:error kind prefill) */
        }
      }
      options[camel(a[0])] = value;
    });
    return [
      '<div id="ew-slot"></div>',
      '<script>',
      '  window.EWWidgets = window.EWWidgets || { q: [], mount: function (n, e, o) { var c = [n, e, o, []]; this.q.push(c);',
      "    return { update: function (x) { c[3].push(['update', x]); }, destroy: function () { c[3].push(['destroy']); } }; } };",
      '  EWWidgets.mount(' +
        JSON.stringify(name) +
        ", document.getElementById('ew-slot'), " +
        JSON.stringify(options) +
        ');',
      '</script>',
      script,
    ].join('\n');
  }

  var preview = $('preview');
  function update() {
    $('snippet').value = snippet();
    $('copied').textContent = '';
    var el = document.createElement('ew-' + current().name);
    chosen().forEach(function (a) {
      el.setAttribute(a[0], a[1]);
    });
    preview.replaceChildren(el);
  }

  pick.addEventListener('change', function () {
    drawControls();
    update();
  });
  $('settings').addEventListener('change', update);
  $('settings').addEventListener('submit', function (e) {
    e.preventDefault();
  });
  $('copy').addEventListener('click', function () {
    var text = $('snippet').value;
    var done = function () {
      $('copied').textContent = 'Copied.';
    };
    if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, selectIt);
    else selectIt();
    function selectIt() {
      $('snippet').select();
      $('copied').textContent = 'Select and copy the snippet (Ctrl+C).';
    }
  });
  drawControls();
  update();
})();
