// The offline screen in the customer's language (the app keeps it in localStorage `language`).
(function () {
  var TEXTS = {
    jp: {
      lang: 'ja',
      title: 'オフラインです',
      body: 'インターネットに接続されていません。株価やお金の情報は、接続が戻ってから最新のものを表示します。',
      retry: '再読み込み',
    },
    cn: {
      lang: 'zh-CN',
      title: '网络未连接',
      body: '当前没有网络连接。行情和资金信息将在恢复连接后显示最新数据。',
      retry: '重新加载',
    },
    us: {
      lang: 'en',
      title: 'You are offline',
      body: 'There is no internet connection. Prices and money figures will show, up to date, once you are back online.',
      retry: 'Reload',
    },
  };
  var language;
  try {
    language = window.localStorage.getItem('language');
  } catch {
    language = null;
  }
  var texts = TEXTS[language] || TEXTS.jp;
  document.documentElement.lang = texts.lang;
  document.querySelectorAll('[data-text]').forEach(function (element) {
    element.textContent = texts[element.getAttribute('data-text')];
  });
  document.querySelector('button').addEventListener('click', function () {
    window.location.reload();
  });
})();
