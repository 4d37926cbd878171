import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './rich-text'

describe('sanitizeRichText', () => {
  it('keeps the safe tags, without their attributes', () => {
    expect(sanitizeRichText('<h3 class="x">Rent</h3><h4>Due</h4><p style="color:red">On the <strong>1st</strong>, <b>late</b> after the <em>5th</em>, <i>by</i> <u>check</u>.<br/>Thanks<br></p>')).toBe(
      '<h3>Rent</h3><h4>Due</h4><p>On the <strong>1st</strong>, <b>late</b> after the <em>5th</em>, <i>by</i> <u>check</u>.<br>Thanks<br></p>',
    )
    expect(sanitizeRichText('<ul><li>Water</li></ul><ol><li>Gas</li></ol>')).toBe('<ul><li>Water</li></ul><ol><li>Gas</li></ol>')
  })

  it('keeps links to http, https and mailto, with rel noopener', () => {
    expect(sanitizeRichText('<a href="https://example.com/a?b=1&c=2" target="_blank" onclick="steal()">site</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer">site</a>',
    )
    expect(sanitizeRichText("<A HREF='http://example.com'>x</A>")).toBe('<a href="http://example.com" rel="noopener noreferrer">x</a>')
    expect(sanitizeRichText('<a href=mailto:owner@example.com>mail</a>')).toBe('<a href="mailto:owner@example.com" rel="noopener noreferrer">mail</a>')
  })

  it.each([
    ['<a href="javascript:alert(1)">x</a>', 'x'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', 'x'],
    ['<a href=" javascript:alert(1)">x</a>', 'x'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'x'],
    ['<a href="jav&#97;script:alert(1)">x</a>', 'x'],
    ['<a href="javascript&colon;alert(1)">x</a>', 'x'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', 'x'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', 'x'],
    ['<a href="vbscript:msgbox(1)">x</a>', 'x'],
    ['<a href="/relative">x</a>', 'x'],
    ['<a href="//evil.example">x</a>', 'x'],
    ['<a>x</a>', 'x'],
    ['<a title=">" href="javascript:alert(1)">x</a>', 'x'],
  ])('drops a link that is not http, https or mailto: %s', (html, expected) => {
    expect(sanitizeRichText(html)).toBe(expected)
  })

  it.each([
    ['<script>alert(1)</script>Rent', 'Rent'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>Rent', 'Rent'],
    ['<script>alert(1)', ''],
    ['<img src=x onerror=alert(1)>Rent', 'Rent'],
    ['<svg onload=alert(1)><circle/></svg>Rent', 'Rent'],
    ['<svg/onload=alert(1)>', ''],
    ['<iframe src="javascript:alert(1)"></iframe>Rent', 'Rent'],
    ['<style>body{display:none}</style>Rent', 'Rent'],
    ['<p onmouseover="alert(1)">Rent</p>', '<p>Rent</p>'],
    ['<p/onmouseover=alert(1)>Rent</p>', '<p>Rent</p>'],
    ['<body onload=alert(1)>Rent', 'Rent'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>Rent', 'Rent'],
    ['<!-- <script>alert(1)</script> -->Rent', 'Rent'],
    ['<!--><img src=x onerror=alert(1)>-->Rent', 'Rent'],
    ['<![CDATA[<script>alert(1)</script>]]>Rent', 'alert(1)]]&gt;Rent'],
    ['<<script>alert(1)//<</script>', '&lt;'],
    ['<p "onclick=alert(1)">Rent</p>', '<p>Rent</p>'],
    ['"><img src=x onerror=alert(1)>', '"&gt;'],
    ['<a href="https://ok.example"<img src=x onerror=alert(1)>>x</a>', '<a href="https://ok.example" rel="noopener noreferrer">&gt;x</a>'],
    ['<form action="https://evil.example"><input name="password"></form>Rent', 'Rent'],
    ['<p>Rent <strong>due', '<p>Rent <strong>due</strong></p>'],
  ])('removes the attack in %s', (html, expected) => {
    const clean = sanitizeRichText(html)
    expect(clean).toBe(expected)
    expect(clean).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|u|ul|ol|li|a|h3|h4)[\s>])/i)
    expect(clean).not.toMatch(/on\w+=|javascript:/i)
  })

  it('escapes text and keeps character references', () => {
    expect(sanitizeRichText('Rent < $2,000 & deposit > 0 &amp; &#36;5 &copy;')).toBe('Rent &lt; $2,000 &amp; deposit &gt; 0 &amp; &#36;5 &copy;')
    expect(sanitizeRichText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('balances tags: stray closes dropped, open ones closed, items and paragraphs closed as HTML does', () => {
    expect(sanitizeRichText('</p></div>Rent</strong>')).toBe('Rent')
    expect(sanitizeRichText('<ul><li>one<li>two</ul>')).toBe('<ul><li>one</li><li>two</li></ul>')
    expect(sanitizeRichText('<p>one<p>two<ul><li>x</li></ul>')).toBe('<p>one</p><p>two</p><ul><li>x</li></ul>')
    expect(sanitizeRichText('<em><strong>x</em>y')).toBe('<em><strong>x</strong></em>y')
    expect(sanitizeRichText('<a href="https://a.example">a<a href="https://b.example">b</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer">a</a><a href="https://b.example" rel="noopener noreferrer">b</a>',
    )
  })

  it('keeps the text of unknown tags', () => {
    expect(sanitizeRichText('<div><span>Rent</span> is <h1>due</h1></div>')).toBe('Rent is due')
  })

  it('handles a large input in linear time', () => {
    const big = '<p a=1 b=2 c=3>x</p><script>y</script>'.repeat(20_000)
    const started = performance.now()
    expect(sanitizeRichText(big)).toBe('<p>x</p>'.repeat(20_000))
    expect(performance.now() - started).toBeLessThan(2_000)
  })
})
