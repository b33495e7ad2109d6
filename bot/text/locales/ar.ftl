# الكتالوج العربي: كل كلمة يعرضها البوت. المفاتيح مجمّعة حسب مكان ظهورها.
# المعاملات متغيرات Fluent؛ المعرّفات والإصدارات تُمرَّر كنصوص.

## الألعاب وقواعدها

game-yacht = اليخت
game-classic = اليخت الكلاسيكي
game-generala = Generala
game-5000 = 5000
game-yatzy = ياتزي
summary-yacht = 13 فئة مع مكافأة القسم العلوي: اللعبة الكلاسيكية على طريقة Yahtzee.
summary-classic = اليخت التقليدي بـ 12 فئة: بلا مكافآت ولا جوكر.
summary-generala = المفضّلة في أمريكا اللاتينية: مكافآت الرمية الأولى وGenerala.
summary-5000 = جرّب حظك: ثبّت النقاط حتى تصل إلى 5,000 بالضبط.
summary-yatzy = ياتزي الإسكندنافية: 15 فئة فيها الأزواج، و50 نقطة مكافأة للقسم العلوي.

rules-rounds = { $rounds ->
    [zero] { $rounds } جولة
    [one] جولة واحدة
    [two] جولتان
    [few] { $rounds } جولات
    [many] { $rounds } جولة
   *[other] { $rounds } جولة
  }: يملأ كل لاعب كل فئة مرة واحدة.
rules-three-rolls = حتى ثلاث رميات في الدور؛ احتفظ بأي أحجار نرد بين الرميات؛ سجّل بعد أي رمية.
rules-three-rolls-rehold = حتى ثلاث رميات في الدور؛ يمكن إعادة رمي الأحجار المحتفَظ بها لاحقًا في الدور نفسه.
rules-zero-box = يمكن اختيار فئة لا تناسبها أحجار النرد: تُسجَّل فيها 0.
rules-upper-bonus = مكافأة القسم العلوي: +{ $bonus } إذا بلغ مجموع الآحاد إلى الستات { $threshold } أو أكثر.
rules-extra-yacht = يخت إضافي: +{ $bonus } لكل يخت آخر بعد أن تحمل فئة اليخت 50.
rules-joker = الجوكر: عندما تكون فئة اليخت ممتلئة، يجب وضع خمسة من نفس النوع في فئتها من القسم العلوي إن كانت متاحة، وإلا ففي أي فئة من القسم السفلي (التسلسلات والفول هاوس بقيمتها الكاملة)، وإلا فتُسجَّل 0 في فئة من القسم العلوي.
rules-highest-wins = يفوز صاحب أعلى مجموع، ويتقاسم الفوزَ أصحاب المجاميع المتساوية.
rules-no-bonus = لا مكافأة للقسم العلوي، ولا مكافأة لليخت، ولا جوكر.
rules-no-extra-yatzy = لا مكافأة على ياتزي إضافي، ولا جوكر.
rules-scratch = حتى ثلاث رميات في الدور؛ يمكن شطب أي فئة متاحة (أي تسجيل 0 فيها).
rules-served-bonus = مستقيم أو منزل كامل أو أربعة من نفس النوع من الرمية الأولى: +{ $bonus }.
rules-served-generala = Generala من الرمية الأولى تفوز باللعبة فورًا، إلا إذا كنت قد شطبت فئة Generala.
rules-otherwise-highest = وإلا فيفوز صاحب أعلى مجموع، ويتقاسم الفوزَ أصحاب المجاميع المتساوية.
rules-5000-goal = كن أول من يصل إلى { $target } بالضبط.
rules-5000-scoring = كل 1 (آس) يساوي 100، وكل 5 يساوي 50؛ ثلاثة من نفس النوع: الرقم × 100، وثلاثة آسات 1,100؛ أربعة من نفس النوع تضاعف القيمة، وخمسة من نفس النوع تضربها في أربعة؛ 1-2-3-4-5 أو 2-3-4-5-6: 1,500.
rules-5000-set-aside = لا تُجمع إلا أحجار الرمية الواحدة. الأحجار التي تسجّل نقاطًا توضع جانبًا؛ ارمِ الباقي أو ثبّت نقاطك.
rules-5000-bust = الرمية التي لا تسجّل شيئًا تُضيّع الدور. وإذا سجّلت الأحجار الخمسة كلها نقاطًا، فارمِ خمسة أحجار جديدة.
rules-5000-bank = لا تُثبَّت إلا مضاعفات 100: { $entry } على الأقل للدخول إلى اللعبة، ثم { $minimum } على الأقل.
rules-5000-reset = إذا بلغ مجموعك مجموع لاعب آخر تمامًا، عاد مجموعه إلى 0 (وعليه أن يدخل اللعبة من جديد).
rules-5000-gift = إذا كان تثبيت النقاط سيرفع مجموعك فوق 5,000، ذهبت النقاط كلها بدلًا من ذلك إلى صاحب أقل مجموع بين من لديهم { $entry ->
    [zero] { $entry } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $entry } نقاط
    [many] { $entry } نقطةً
   *[other] { $entry } نقطة
  } على الأقل.

## الخيارات (قيمها تُعرض كما تُكتب في الأوامر)

option-full_house = اليخت: الفول هاوس بقيمة ثابتة (25) أو بمجموع النرد
option-yacht_bonus = اليخت: اليخت الإضافي يساوي +100 ويُعدّ جوكرًا
option-four_of_a_kind = الكلاسيكي: أربعة من نفس النوع تساوي 4 × الرقم أو مجموع النرد
option-double_generala = Generala: اللعب بفئة Generala مزدوجة
option-generala_points = Generala: نقاط Generala
option-double_generala_points = Generala: نقاط Generala مزدوجة
option-served_bonus = Generala: مكافأة المستقيم/المنزل الكامل/الأربعة من الرمية الأولى
option-served_generala_wins = Generala: Generala من الرمية الأولى تفوز فورًا
option-straight = Generala: أي أحجار نرد تشكّل مستقيمًا

## الفئات: أسماؤها وأوصافها حسب كل لعبة

box-ones = الآحاد
box-twos = الاثنينات
box-threes = الثلاثات
box-fours = الأربعات
box-fives = الخمسات
box-sixes = الستات
box-three_of_a_kind = ثلاثة من نفس النوع
box-four_of_a_kind = أربعة من نفس النوع
box-full_house = فول هاوس
box-small_straight = تسلسل صغير
box-large_straight = تسلسل كبير
box-yacht = اليخت
box-chance = الفرصة
box-little_straight = تسلسل صغير
box-big_straight = تسلسل كبير
box-choice = الاختيار
box-straight = مستقيم
box-generala = Generala
box-double_generala = Generala مزدوجة
box-one_pair = زوج
box-two_pairs = زوجان
box-yatzy = ياتزي
generala-box-full_house = منزل كامل
yatzy-box-small_straight = تسلسل صغير
yatzy-box-large_straight = تسلسل كبير

box-upper-desc = مجموع أحجار النرد التي تحمل الرقم { $face }.
yacht-box-three_of_a_kind-desc = ثلاثة متماثلة على الأقل: مجموع كل أحجار النرد.
yacht-box-four_of_a_kind-desc = أربعة متماثلة على الأقل: مجموع كل أحجار النرد.
yacht-box-full_house-desc = ثلاثة من رقم واثنان من رقم آخر: { $scoring ->
    [sum] مجموع أحجار النرد
   *[fixed] 25
  }.
yacht-box-small_straight-desc = أربعة أرقام متتالية (1-2-3-4، 2-3-4-5، 3-4-5-6): 30.
yacht-box-large_straight-desc = 1-2-3-4-5 أو 2-3-4-5-6: 40.
yacht-box-yacht-desc = خمسة من نفس النوع: 50.
yacht-box-chance-desc = أي أحجار نرد: مجموع كل أحجار النرد.
classic-box-full_house-desc = ثلاثة من رقم واثنان من رقم مختلف: مجموع أحجار النرد.
classic-box-four_of_a_kind-desc = أربعة متماثلة على الأقل: { $scoring ->
    [sum] مجموع أحجار النرد الخمسة
   *[face] 4 × ذلك الرقم
  }.
classic-box-little_straight-desc = 1-2-3-4-5 بالضبط: 30.
classic-box-big_straight-desc = 2-3-4-5-6 بالضبط: 30.
classic-box-choice-desc = أي أحجار نرد: مجموع كل أحجار النرد.
classic-box-yacht-desc = خمسة من نفس النوع: 50.
generala-box-straight-desc = { $straight ->
    [one_gap] أي خمسة أرقام مختلفة
    [ace_as_two] 1-2-3-4-5 أو 2-3-4-5-6 أو 3-4-5-6-1؛ ويمكن للرقم 1 أن يحل محل الرقم 2
   *[standard] 1-2-3-4-5 أو 2-3-4-5-6 أو 3-4-5-6-1
  }: 20، و+{ $served } من الرمية الأولى.
generala-box-full_house-desc = ثلاثة من رقم واثنان من رقم آخر: 30، و+{ $served } من الرمية الأولى.
generala-box-four_of_a_kind-desc = أربعة متماثلة على الأقل: 40، و+{ $served } من الرمية الأولى.
generala-box-generala-desc = خمسة من نفس النوع: { $points }.
generala-box-double_generala-desc = خمسة من نفس النوع بعد أن تحمل فئة Generala نقاطها: { $points }.
yatzy-box-one_pair-desc = حجران متماثلان: ضعف أعلى رقم يظهر مرتين على الأقل.
yatzy-box-two_pairs-desc = زوجان من رقمين مختلفين: مجموع هذه الأحجار الأربعة.
yatzy-box-three_of_a_kind-desc = ثلاثة متماثلة: مجموع هذه الأحجار الثلاثة.
yatzy-box-four_of_a_kind-desc = أربعة متماثلة: مجموع هذه الأحجار الأربعة.
yatzy-box-small_straight-desc = 1-2-3-4-5 بالضبط: { $points }.
yatzy-box-large_straight-desc = 2-3-4-5-6 بالضبط: { $points }.
yatzy-box-full_house-desc = ثلاثة من رقم واثنان من رقم مختلف: مجموع كل أحجار النرد.
yatzy-box-chance-desc = أي أحجار نرد: مجموع كل أحجار النرد.
yatzy-box-yatzy-desc = خمسة من نفس النوع: { $points }.

## أوامر الشرطة المائلة

cmd-group = ألعاب بخمسة أحجار نرد: { $game-names }
cmd-start = افتح غرفة انتظار للعبة في هذه القناة
cmd-rules = اعرض قواعد لعبة (مع الخيارات المعمول بها)
cmd-scorecard = اعرض لك وحدك بطاقة النقاط الكاملة للعبة الجارية في هذه القناة
cmd-leaderboard = اعرض لوحة صدارة هذا الخادم للعبة
cmd-stats = اعرض سجل لاعب في جميع الألعاب
cmd-cancel = ألغِ لعبة هذه القناة (للمضيف أو لمن لديه صلاحية { permission-manage_guild })
cmd-settings = اعرض الإعدادات الافتراضية لهذا الخادم أو غيّرها (صلاحية { permission-manage_guild })
param-game = اللعبة
param-user = اللاعب الذي تريد سجله (الافتراضي: أنت)
param-timeout = الدقائق المسموح بها للاعب في دوره قبل أن يُلعب نيابةً عنه (0 = معطّل)
param-default-game = اللعبة التي يفتحها { $command-start } عندما لا تُحدَّد لعبة

## الرفض (خاص دائمًا). واحد لكل رمز من القواعد والخدمة.

refusal-guild_only = تُلعب الألعاب في قنوات الخادم، لا في الرسائل المباشرة.
refusal-stale = هذه الرسالة قديمة. استخدم أحدث رسالة للعبة.
refusal-not_your_turn = ليس دورك: إنه دور { $player }.
refusal-not_seated = ليس لك مقعد في هذه اللعبة.
refusal-unknown_component = هذا الزر غير معروف لي (أو تالف). لم يتغير شيء.
refusal-unknown_game = هذه اللعبة غير موجودة (أو لم تعد موجودة). لم يتغير شيء.
refusal-over = انتهت هذه اللعبة.
refusal-cancelled = أُلغيت هذه اللعبة.
refusal-busy = في هذه القناة لعبة بالفعل: { $url }
refusal-no_game = لا توجد لعبة في هذه القناة. ابدأ واحدة بالأمر { $command-start }.
refusal-not_started = لم تبدأ اللعبة بعد.
refusal-seated = لك مقعد على الطاولة بالفعل.
refusal-full = الطاولة ممتلئة ({ $max ->
    [zero] { $max } مقعد
    [one] مقعد واحد
    [two] مقعدان
    [few] { $max } مقاعد
    [many] { $max } مقعدًا
   *[other] { $max } مقعد
  }).
refusal-not_host_start = لا يبدأ اللعبة إلا المضيف ({ $host }) أو مدير الخادم.
refusal-not_host_cancel = لا يلغي اللعبة إلا المضيف ({ $host }) أو مدير الخادم.
refusal-not_host_add_bot = لا يضيف مقاعد للحاسوب إلا المضيف ({ $host }) أو مدير الخادم.
refusal-host_leave = أنت المضيف: استخدم «إلغاء» لإغلاق غرفة الانتظار.
refusal-empty = لم يجلس أحد بعد.
refusal-bad_level = مستوى حاسوب غير معروف: «{ $level }».
refusal-need_manage = يلزمك لذلك صلاحية { permission-manage_guild }.
refusal-bot_permissions = لا أستطيع إدارة لعبة في هذه القناة: أحتاج هنا إلى صلاحيات { $permissions }. يمكن لمدير الخادم أن يمنحني إياها، أو يمكنك أن تبدأ اللعبة في قناة أخرى.
permission-view_channel = «عرض القناة»
permission-send_messages = «إرسال الرسائل»
permission-send_messages_in_threads = «إرسال الرسائل في المواضيع»
permission-embed_links = «تضمين الروابط»
permission-read_message_history = «قراءة سجل الرسائل»
permission-manage_guild = «إدارة الخادم»
permission-create_public_threads = «إنشاء مواضيع عامة»
refusal-unknown_action = هذا الإجراء غير معروف. لم يتغير شيء.
refusal-failed = حدث خطأ من جهتي؛ لم يتغير شيء. يُرجى المحاولة مرة أخرى.
refusal-restarting = يُعاد تشغيل البوت الآن؛ لم يتغير شيء. يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.
refusal-player_count = يجب أن يكون عدد اللاعبين بين { $min } و{ $max }.
refusal-player_ids = يجب ألا تكون معرّفات اللاعبين فارغة.
refusal-player_twice = لا يجوز لأي لاعب الجلوس إلى الطاولة إلا مرة واحدة.
refusal-roller = تعذّر رمي النرد. لم يتغير شيء.
refusal-schema = تعذّرت قراءة الحالة المحفوظة لهذه اللعبة.
refusal-unknown_player = هذا اللاعب ليس في هذه اللعبة.
refusal-no_holds = في 5000 توضع الأحجار التي تسجّل نقاطًا جانبًا تلقائيًا: لا يوجد ما تحتفظ به.
refusal-bad_die = لا يوجد حجر نرد رقمه { $die }: أحجار النرد مرقّمة من 1 إلى 5.
refusal-hold_before_roll = ارمِ النرد أولًا؛ يمكنك الاحتفاظ بأحجار بعد الرمية الأولى.
refusal-bad_face = لا يوجد وجه { $face }: وجوه حجر النرد من 1 إلى 6.
refusal-no_such_face = لا يوجد على الطاولة حجر نرد يُظهر { $face }: اختر وجهًا موجودًا عليها.
refusal-no_rolls = لم تتبقَّ رميات في هذا الدور: اختر فئة للتسجيل.
refusal-bad_box = لا توجد فئة { $box } في هذه اللعبة.
refusal-score_before_roll = ارمِ النرد قبل أن تسجّل.
refusal-box_filled = لقد ملأت فئة { $box } من قبل.
refusal-joker = قاعدة الجوكر: ما دامت فئة اليخت ممتلئة، يجب أن توضع الخمسة من نفس النوع في { $boxes }.
refusal-bank_refused = لا يمكنك تثبيت النقاط بعد: { $reasons }.
refusal-unknown_option = الخيار «{ $option }» لا تستخدمه لعبة { $game }: { $known ->
    [none] ليس لها خيارات.
   *[other] خياراتها هي { $known }.
  }
refusal-bad_option = لا يقبل الخيار «{ $option }» القيمة «{ $value }»: القيم المسموح بها هي { $allowed }.
# A name quoted in a list of names (options that hold «and» themselves)
quoted = «{ $text }»
refusal-timeout_range = يجب أن تكون مهلة الدور بين { $min } و{ $max ->
    [zero] { $max } دقيقة
    [one] دقيقة واحدة
    [two] دقيقتين
    [few] { $max } دقائق
    [many] { $max } دقيقةً
   *[other] { $max } دقيقة
  }.
list-separator = ،{" "}
list-and = { $rest } و{ $last }
list-or-separator = {" "}أو{" "}
list-or = { $rest } أو { $last }

bank-reason-over = انتهت اللعبة
bank-reason-no_roll = ارمِ النرد أولًا: لا شيء تثبّته بعد
bank-reason-not_rounded = مجموع دورك ({ $points }) ينتهي بـ 50: ارمِ مرة أخرى لتقريبه إلى أحد مضاعفات { $rounding }
bank-reason-below_entry = تحتاج إلى { $entry ->
    [zero] { $entry } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $entry } نقاط
    [many] { $entry } نقطةً
   *[other] { $entry } نقطة
  } على الأقل في دور واحد للدخول إلى اللعبة
bank-reason-below_minimum = تحتاج إلى { $minimum ->
    [zero] { $minimum } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $minimum } نقاط
    [many] { $minimum } نقطةً
   *[other] { $minimum } نقطة
  } على الأقل لتثبيت النقاط
bank-reason-joiner = ؛ و

## التأكيدات

cancelled-by = ألغى { $user } اللعبة.
bot-added = أُضيف مقعد للحاسوب بمستوى { $level ->
    [easy] سهل
    [optimal] مثالي
    [win] «للفوز»
   *[normal] عادي
  }.
choose-level = أي مستوى لمقعد الحاسوب؟
level-placeholder = اختر مستوى
level-easy = سهل — يلعب بالحدس
level-normal = عادي — يلعب بتعقّل
level-optimal = مثالي — يلعب بأفضل الاحتمالات
level-name-easy = سهل
level-name-normal = عادي
level-name-optimal = مثالي
level-win = للفوز — يلعب ليفوز لا ليجمع النقاط
level-name-win = للفوز
settings-saved = حُفظت إعدادات الخادم.

## غرفة الانتظار

lobby-title = { $game } — غرفة الانتظار
lobby-desc = انضم إلى الطاولة، وأضف مقاعد للحاسوب، ثم يضغط المضيف **ابدأ**.
field-host = المضيف
field-seats = اللاعبون ({ $seats }) بترتيب الأدوار
field-rules = القواعد المعمول بها
nobody = لا أحد بعد
btn-join = انضم
btn-leave = غادر
btn-add-bot = أضف الحاسوب
btn-start = ابدأ
btn-cancel = إلغاء
computer-name = 🤖 الحاسوب { $n } ({ $level })

## الأدوار

game-title = { $game } — اللعبة { ID($id) }
turn-line = **الدور:** { $player } — الرمية { $roll } من 3
turn-line-start = **الدور:** { $player } — جاهز للرمي
turn-line-5000 = **الدور:** { $player }
before-first-roll = اضغط **ارمِ** لرمي النرد.
dice-line = ## { $dice }
held-line = **المحتفَظ بها:** { $held }
keep-help = اضغط وجهًا ({ $face }) لتحتفظ بتلك الأحجار وترمي الباقي، أو اضغط أحجارًا منفردة لتحتفظ بها ثم اضغط ارمِ.
field-totals = المجاميع
total-line = { $marker }{ $player }: **{ $total }**
not-entered = {" "}(لم يدخل بعد)
last-event = آخر حركة: { $text }
btn-roll = ارمِ (المتبقي: { $left })
btn-roll-first = ارمِ
btn-roll-dice = ارمِ { $n ->
    [zero] { $n } نرد
    [one] حجرًا واحدًا
    [two] حجرين
    [few] { $n } أحجار
    [many] { $n } حجرًا
   *[other] { $n } نرد
  }
btn-bank = ثبّت { $points }
btn-held = محتفَظ به
btn-keep = ×{ $count }
score-placeholder = سجّل…
score-option = { $box } — { $points }
score-option-scratch = { $box } — 0 (شطب)
set-aside-line = **الموضوعة جانبًا:** { $dice }
turn-points-line = **مجموع الدور:** { $points }
bank-refused-line = **لا يمكن التثبيت:** { $reasons }
timeout-played = انتهى وقت { $player }؛ لُعب الدور نيابةً عنه.

event-roll = رمى { $player } { $dice }.
event-hold = احتفظ { $player } بـ { $held }.
event-score = سجّل { $player } { $points } في فئة { $box }.
event-yacht_bonus = حصل { $player } على مكافأة اليخت (+{ $points })!
event-served_generala = حقق { $player } Generala من الرمية الأولى!
event-bust = لم يسجّل { $player } شيئًا وخسر { $lost }.
event-bank = ثبّت { $player } { $points }.
event-gift = تجاوز { $from } 5,000: ذهبت { $points } إلى { $to }.
event-gift_lost = تجاوز { $player } 5,000: ضاعت { $points }.
event-reset = عاد مجموع { $player } إلى 0: بلغ لاعب آخر المجموع نفسه.
event-hot_dice = سجّلت أحجار { $player } الخمسة كلها نقاطًا: تُرمى كلها من جديد!

## نهاية اللعبة وبطاقات النقاط

final-title = { $game } — اللعبة { ID($id) } — النتائج النهائية
cancelled-title = { $game } — اللعبة { ID($id) } — أُلغيت
winner-one = 🏆 فاز { $player } بمجموع { $total }!
winner-tie = 🏆 فوز مشترك: { $players } بمجموع { $total }!
served-win = 🏆 فاز { $player } فورًا بـ Generala من الرمية الأولى!
row-upper-bonus = مكافأة القسم العلوي
row-yacht-bonus = مكافأة اليخت
row-total = المجموع
row-entered = دخل
entered-yes = نعم
entered-no = لا
legend = { $label } = { $player }
sheet-seat = ل{ $n }
scorecard-title = { $game } — اللعبة { ID($id) } — بطاقة النقاط

## القواعد، لوحة الصدارة، الإحصاءات، الإعدادات

rules-title = { $game } — القواعد
field-boxes = الفئات
field-options = الخيارات
option-line = **{ $name }**: { $value } (أو { $others }). { $description }
board-title = { $game } — لوحة الصدارة
board-humans = ألعاب بين البشر فقط
board-computers = ألعاب فيها مقاعد للحاسوب
board-empty = لا ألعاب منتهية بعد
board-line = { $rank }. { $player } — انتصارات: { $wins } / ألعاب: { $games } ({ $rate })، الأفضل { $best }، المتوسط { $mean }
stats-title = سجل اللاعب
stats-empty = لا ألعاب منتهية بعد.
stats-line = انتصارات: { $wins } / ألعاب: { $games } ({ $rate })، الأفضل { $best }، المتوسط { $mean }
stats-field = { $game } — { $mode ->
    [computers] مع الحاسوب
   *[humans] ضد البشر
  }
settings-title = إعدادات الخادم
field-default-game = اللعبة الافتراضية
field-default-options = الخيارات الافتراضية
field-timeout = مهلة الدور
no-options = لا شيء (القواعد المعتمدة)
timeout-off = معطّلة
timeout-minutes = { $minutes } د

## بدء التشغيل (يُطبع على stderr؛ لا توجد لغة للقارئ بعد)

startup-missing-token = خطأ: لم يُضبط DISCORD_TOKEN. ضعه في البيئة أو في ملف .env (انظر .env.example).
startup-bad-setting = خطأ: إعداد غير صالح { $name }: { $problem }
startup-bad-token = خطأ: رفض Discord الرمز المميز ({ $problem }). تحقق من DISCORD_TOKEN.
startup-no-connection = خطأ: تعذّر الوصول إلى Discord على { $url } ({ $problem }).
startup-bad-database = خطأ: تعذّر استخدام DATABASE_URL { $url }: { $problem }
startup-metrics-port = خطأ: تعذّر تقديم المقاييس على { $host }:{ $port } ({ $problem }). تحقق من METRICS_HOST وMETRICS_PORT.
startup-data-dir = خطأ: تعذّرت الكتابة في DATA_DIR { $path } ({ $problem })؛ فيه تُحفظ جداول لاعبي الحاسوب.
startup-sqlite-shards = خطأ: SHARD_IDS { $ids } يشغّل جزءًا فقط من الأجزاء ‏(SHARD_COUNT { $count })، وهذا يعني عدة عمليات؛ وSQLite لعملية واحدة فقط. اترك SHARD_IDS دون تعيين لتشغيل كل الأجزاء هنا، أو استخدم PostgreSQL.
startup-sqlite-locked = خطأ: عملية أخرى تستخدم قاعدة بيانات SQLite { $path } (القفل { $lock })؛ وSQLite لعملية واحدة فقط. أوقفها أو استخدم PostgreSQL.
startup-usage = خطأ: وسيط غير معروف { $argument }. شغّل `python -m bot` لتشغيل البوت، أو `python -m bot sync-commands` لنشر أوامر الشرطة المائلة الخاصة به.
commands-published = نُشر { $count } من أوامر الشرطة المائلة { $guild ->
    [none] لكل الخوادم
   *[other] في الخادم { $guild }
}.

## اللغات (/yacht language، وخيارا البدء والإعدادات)

language-name = العربية
language-inline = العربية
language-auto = تلقائي (لغتك في Discord)
language-unset = غير محددة (لغة كل قارئ، وإلا فالإنجليزية)
language-set = لغة ردودي عليك من الآن: { $language }.
language-automatic = تلقائي: أجيبك بلغتك في Discord إن كانت لديّ، وإلا فبلغة الخادم. الآن: { $language }.
cmd-language = اختر اللغة التي أجيبك بها
param-language = لغتك، أو تلقائي
param-language-game = لغة رسالة اللعبة (الافتراضي: لغة الخادم، وإلا فلغتك)
param-language-server = لغة الخادم، للألعاب وللقرّاء الذين لم يختاروا لغتهم
field-language = اللغة
refusal-bad_language = لا توجد لغة «{ $language }»: اختر واحدة من { $allowed }.

## أسطر مركّبة من أجزاء (يُعزل كل جزء في اتجاهه)

seat-line = { $n }. { $player }
sheet-player = **{ $player }**
sheet-cell = { $label }: { $value }

## أسماء الأوامر والخيارات (Discord: حروف صغيرة وأرقام و - _ ' بلا مسافات)

cmdname-start = ابدأ
cmdname-rules = القواعد
cmdname-scorecard = بطاقة_النقاط
cmdname-leaderboard = الصدارة
cmdname-stats = الإحصاءات
cmdname-cancel = إلغاء
cmdname-language = اللغة
cmdname-settings = إعدادات-yacht
cmdname-dice = النرد
cmdname-leave = مغادرة
paramname-game = اللعبة
paramname-user = المستخدم
paramname-language = اللغة
paramname-default-game = اللعبة_الافتراضية
paramname-turn-timeout = مهلة_الدور

## قيم الخيارات المعروضة كاختيارات

value-fixed = ثابتة (25)
value-sum = مجموع النرد
value-face = 4 × الرقم
value-true = نعم
value-false = لا
value-standard = عادي
value-one_gap = أي خمسة أرقام مختلفة
value-ace_as_two = يمكن للرقم 1 أن يحل محل الرقم 2

## Hardening: forged clicks, lost lobbies, leaving a running game
cmd-leave = غادر لعبة هذه القناة (يلعب الحاسوب مكانك)
refusal-wrong_place = هذا الزر لا يخص أي لعبة هنا. لم يتغير شيء.
refusal-lobby_lost = ضاعت رسالة غرفة الانتظار هذه؛ ابدأ لعبة جديدة بالأمر { $command-start }.
refusal-one_choice = اختر خيارًا واحدًا فقط. لم يتغير شيء.
refusal-unknown_command = لا أعرف هذا الأمر (أو لم يعد موجودًا). لم يتغير شيء.
left-game = غادرت اللعبة؛ من الآن يلعب الحاسوب مكانك.
lobby-expired = أُغلقت غرفة الانتظار هذه: لم يبدأ أحد اللعبة في الوقت المحدد.
## Dice sets, score sheet pictures and the stats chart

dice-set-classic = الكلاسيكي
dice-set-casino = الكازينو الأحمر
dice-set-wood = الخشبي
dice-set-neon = النيون
dice-set-gold = الذهبي
dice-unlock-classic = للجميع منذ البداية
dice-unlock-casino = أكمل { $games ->
    [zero] { $games } لعبة
    [one] لعبة واحدة
    [two] لعبتين
    [few] { $games } ألعاب
    [many] { $games } لعبةً
   *[other] { $games } لعبة
  }
dice-unlock-wood = ارمِ خمسة متماثلة في { $box-game-names }
dice-unlock-neon = فُز بلعبة فيها مقعد للحاسوب بمستوى مثالي
dice-unlock-gold = ثبّت { $points } أو أكثر في دور واحد من 5000
cmd-dice = اعرض مجموعات النرد لديك واختر التي تلعب بها
dice-title = مجموعات النرد لديك
dice-desc = يظهر نردك في أدوارك لكل من على الطاولة. افتح مجموعات جديدة باللعب.
dice-owned = ✅ **{ $name }** { $faces }
dice-in-use = ✅ **{ $name }** { $faces } — قيد الاستخدام
dice-locked = 🔒 **{ $name }** { $faces } — { $how }
dice-placeholder = اختر نردك
dice-picked = نردك الآن: { $name }.
dice-new = 🎉 جديد: { $names }!
dice-off-here = عطّل هذا الخادم مجموعات النرد: يلعب الجميع هنا بالنرد الكلاسيكي.
unlock-line = 🎉 فتح { $player } مجموعة النرد «{ $set }»!
refusal-dice_locked = لم تفتح مجموعة النرد «{ $set }» بعد: { $how }.
param-cosmetics = مجموعات نرد يفتحها اللاعبون ويختارونها (مفعّلة) أو نرد كلاسيكي للجميع (معطّلة)
field-cosmetics = مجموعات النرد
cosmetics-on = مفعّلة
cosmetics-off = معطّلة (نرد كلاسيكي للجميع)
sheet-picture-title = { $game } { ID($id) }
picture-in-progress = دور { $player }
picture-winner-one = فاز { $player } بمجموع { $total }
picture-winner-tie = فوز مشترك: { $players } بمجموع { $total }
picture-served-win = فاز { $player } بـ Generala من الرمية الأولى
picture-computer-name = الحاسوب { $n } ({ $level })
picture-player = اللاعب { $n }
row-upper-subtotal = مجموع القسم العلوي
row-round = الجولة { $n }
chart-title = { $player }: الألعاب الأخيرة
chart-panel = { $game }: { $count ->
    [one] آخر لعبة
    [two] آخر لعبتين
    [few] آخر { $count } ألعاب
   *[other] آخر { $count } لعبة
  }
chart-optimal = اللعب المثالي { $score }
chart-goal = الهدف { $score }
chart-win = فوز
chart-axis = رقم اللعبة

## التلميحات والمراجعة ومباراة الثأر (issue 11)

btn-hint = تلميح
btn-review = مراجعة
btn-rematch = مباراة ثأر
hints-used-line = 💡 استُخدمت تلميحات في هذه اللعبة.
hint-title = تلميح — { $game } { ID($id) }
hint-building = ما زال الجدول الدقيق لهذه القواعد قيد الحساب (بضع ثوانٍ): هذه نصيحة المستوى العادي، بلا أرقام.
hint-do = **{ $action }.**
hint-runner-up = الخيار الثاني: { $action }.
hint-clear = الأفضل بوضوح: يتقدّم على الخيار الثاني بفارق { $gap ->
    [zero] { $gap } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $gap } نقاط
    [many] { $gap } نقطة
   *[other] { $gap } نقطة
  }.
hint-slight = أفضل قليلًا من الخيار الثاني، بفارق { $gap ->
    [zero] { $gap } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $gap } نقاط
    [many] { $gap } نقطة
   *[other] { $gap } نقطة
  }.
hint-equal = متقاربان تقريبًا: لا يتأخر الخيار الثاني إلا بفارق { $gap ->
    [zero] { $gap } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $gap } نقاط
    [many] { $gap } نقطة
   *[other] { $gap } نقطة
  }، فكلاهما يصلح.
hint-expected = النتيجة النهائية المتوقعة: { $best } مع هذا الخيار، و{ $next } مع الخيار الثاني.
hint-expected-one = النتيجة النهائية المتوقعة من هنا: { $best }.
hint-expected-5000 = النقاط التي يمكنك أن تتوقع تثبيتها في هذا الدور: { $best } مع هذا الخيار، و{ $next } مع الخيار الثاني.
hint-expected-one-5000 = النقاط التي يمكنك أن تتوقع تثبيتها في هذا الدور: { $best }.
hint-clear-chance = الأفضل بوضوح: فرصة الفوز به أعلى بمقدار { $gap } من الخيار الثاني.
hint-slight-chance = أفضل قليلًا من الخيار الثاني: فرصة الفوز به أعلى بمقدار { $gap }.
hint-equal-chance = متقاربان: فرصة الفوز بالخيار الثاني أقل بمقدار { $gap } فقط.
hint-chance = فرصة الفوز: { $best } مع هذا الخيار، و{ $next } مع الخيار الثاني.
hint-chance-one = فرصة الفوز من هنا: { $best }.
btn-apply = نفّذ
hint-applied = ✅ تمّ: حركتك ظاهرة في رسالة اللعبة.
dice-group = { $count ->
    [one] بالرقم { $face }
    [two] بالحجرين ذوَي الرقم { $face }
    [3] بالأحجار الثلاثة ذات الرقم { $face }
    [4] بالأحجار الأربعة ذات الرقم { $face }
   *[other] بالأحجار الخمسة ذات الرقم { $face }
  }
dice-singles = بالأرقام { $faces }
act-keep = احتفظ { $kept } وارمِ { $n ->
    [one] حجرًا واحدًا
    [two] حجرين
    [3] ثلاثة أحجار
   *[other] أربعة أحجار
  }
act-keep-several = احتفظ { $kept }، ثم ارمِ { $n ->
    [one] حجرًا واحدًا
    [two] حجرين
   *[other] ثلاثة أحجار
  }
act-keep-all = احتفظ بالأحجار الخمسة وتوقّف عن الرمي
act-reroll-all = أعد رمي الأحجار الخمسة
act-score = { $points ->
    [0] اشطب فئة { $box } (صفر)
   *[other] سجّل { $points } في فئة { $box }
  }
act-bank = ثبّت نقاطك البالغة { $points }
act-roll = { $n ->
    [one] ارمِ الحجر الأخير
    [5] ارمِ الأحجار الخمسة
   *[other] ارمِ الأحجار المتبقية ({ $n })
  }
choice-keep = الاحتفاظ { $kept } ورمي { $n ->
    [one] حجرٍ واحد
    [two] حجرين
    [3] ثلاثة أحجار
   *[other] أربعة أحجار
  }
choice-keep-several = الاحتفاظ { $kept }، ثم رمي { $n ->
    [one] حجرٍ واحد
    [two] حجرين
   *[other] ثلاثة أحجار
  }
choice-keep-all = الاحتفاظ بالأحجار الخمسة والتوقّف عن الرمي
choice-reroll-all = إعادة رمي الأحجار الخمسة
choice-score = { $points ->
    [0] شطب فئة { $box } (صفر)
   *[other] تسجيل { $points } في فئة { $box }
  }
choice-bank = تثبيت النقاط البالغة { $points }
choice-roll = { $n ->
    [one] رمي الحجر الأخير
    [5] رمي الأحجار الخمسة
   *[other] رمي الأحجار المتبقية ({ $n })
  }

review-title = مراجعتك — { $game } { ID($id) }
review-final = **النتيجة النهائية: { $final }.**
review-expected = بنرد متوسط الحظ وأفضل خيار في كل خطوة، تساوي اللعبة في المتوسط { $expected ->
    [zero] { $expected } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $expected } نقاط
    [many] { $expected } نقطة
   *[other] { $expected } نقطة
  }.
review-expected-5000 = بنرد متوسط الحظ وأفضل قرارات التثبيت أو الرمي، كانت أدوارك ستثبّت في المتوسط { $expected ->
    [zero] { $expected } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $expected } نقاط
    [many] { $expected } نقطة
   *[other] { $expected } نقطة
  }.
review-luck-more = الحظ: أعطاك النرد { $luck ->
    [zero] { $luck } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $luck } نقاط
    [many] { $luck } نقطة
   *[other] { $luck } نقطة
  } أكثر من المتوسط.
review-luck-less = الحظ: أعطاك النرد { $luck ->
    [zero] { $luck } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $luck } نقاط
    [many] { $luck } نقطة
   *[other] { $luck } نقطة
  } أقل من المتوسط.
review-luck-even = الحظ: كان نردك متوسطًا تمامًا.
review-choices = كلّفتك قراراتك { $lost ->
    [zero] { $lost } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $lost } نقاط
    [many] { $lost } نقطة
   *[other] { $lost } نقطة
  }.
review-choices-none = لم تكلّفك قراراتك شيئًا: كان كلٌّ منها الأفضل.
review-ended = انتهت اللعبة مبكرًا (Generala من الرمية الأولى): الفئات التي لم تلعبها أنقصت نتيجتك المتوقعة بمقدار { $ended ->
    [zero] { $ended } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $ended } نقاط
    [many] { $ended } نقطة
   *[other] { $ended } نقطة
  }.
review-ended-5000 = غيّرت تثبيتات الآخرين (الهدايا وإعادات التصفير) مجموعك بمقدار { $ended }.
review-details = بالأرقام: { $final } = { $expected } (المتوسط) { $luck } (الحظ) { $choices } (القرارات)
review-details-ended = بالأرقام: { $final } = { $expected } (المتوسط) { $luck } (الحظ) { $choices } (القرارات) { $ended } ({ $reason ->
    [served] النهاية المبكرة
   *[table] الهدايا وإعادات التصفير
  })
review-accuracy = **الدقة { $accuracy }**: الخيار الأفضل في { $best } من { $decisions ->
    [zero] { $decisions } قرار
    [one] قرار واحد
    [two] قرارين
    [few] { $decisions } قرارات
    [many] { $decisions } قرارًا
   *[other] { $decisions } قرار
  }؛ { $mistakes ->
    [zero] لا أخطاء
    [one] خطأ واحد
    [two] خطآن
    [few] { $mistakes } أخطاء
    [many] { $mistakes } خطأً
   *[other] { $mistakes } خطأ
  }، { $blunders ->
    [zero] لا أخطاء فادحة
    [one] خطأ فادح واحد
    [two] خطآن فادحان
    [few] { $blunders } أخطاء فادحة
    [many] { $blunders } خطأً فادحًا
   *[other] { $blunders } خطأ فادح
  }.
review-no-decisions = لا قرارات حقيقية لتقييمها في هذه اللعبة.
review-auto = { $count ->
    [zero] لم يُتّخذ أي قرار
    [one] اتُّخذ قرار واحد
    [two] اتُّخذ قراران
    [few] اتُّخذت { $count } قرارات
    [many] اتُّخذ { $count } قرارًا
   *[other] اتُّخذ { $count } قرار
  } نيابةً عنك عند نفاد وقتك.
review-costly-title = أغلى القرارات
review-costly = { $rank }. { $when } — اخترتَ { $did }، والأفضل كان { $best } (بفارق { $cost ->
    [zero] { $cost } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $cost } نقاط
    [many] { $cost } نقطة
   *[other] { $cost } نقطة
  }). { $why }
review-when = الدور { $turn }، { $dice }، { $rolls ->
    [0] لا رميات متبقية
    [one] رمية واحدة متبقية
    [two] رميتان متبقيتان
   *[other] { $rolls } رميات متبقية
  }
review-when-5000 = الجولة { $turn }، { $dice }، { $points ->
    [zero] { $points } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
  } في هذا الدور
why-roll-on = مع بقاء { $n ->
    [one] حجر واحد
    [two] حجرين
   *[other] { $n } أحجار
  } للرمي، يجلب الاستمرار في الرمي نقاطًا أكثر في المتوسط.
why-bank = كان الاستمرار في الرمي يعرّض نقاط هذا الدور ({ $points }) للخطر.
why-scratch = شطب فئة { $box } يضيّعها لبقية اللعبة.
why-more-now = كانت فئة { $box } ستمنحك فورًا { $points ->
    [zero] { $points } نقطة
    [one] نقطة واحدة
    [two] نقطتين
    [few] { $points } نقاط
    [many] { $points } نقطة
   *[other] { $points } نقطة
  } إضافية.
why-save-box = قيمة فئة { $box } أكبر لاحقًا: كان الأفضل إبقاؤها لرمية أقوى.
why-stop = تسجيل { $points } في فئة { $box } الآن كان أفضل من فرص رمية أخرى.
why-roll-again = كانت لرمية أخرى فرص أفضل من فئة { $box } في تلك اللحظة.
why-keep-more = الاحتفاظ بأحجار أكثر كان يمنح فرصًا أفضل.
why-keep-fewer = إعادة رمي أحجار أكثر كانت تمنح فرصًا أفضل.
why-other-dice = الأحجار التي في الخيار الأفضل تستهدف تركيبة أفضل.
review-clean = لا قرارات مكلفة: كل خيار كان الأفضل.
review-definitions = الدقة = نسبة القرارات (لحظات فيها خيارات مختلفة القيمة) التي اخترت فيها الأفضل. الخطأ: يكلّف من { $mistake } إلى { $blunder ->
    [zero] { $blunder } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $blunder } نقاط
    [many] { $blunder } نقطةً
   *[other] { $blunder } نقطة
  }؛ الخطأ الفادح: { $blunder } أو أكثر.


refusal-hint_not_your_turn = التلميحات للاعب صاحب الدور ({ $player }).
refusal-hints_off = التلميحات معطّلة في هذا الخادم.
refusal-review_not_finished = تصبح المراجعة جاهزة عند انتهاء اللعبة.
refusal-review_no_log = لُعبت هذه اللعبة قبل تسجيل الحركات، لذا لا يمكن مراجعتها.
refusal-rematch_not_finished = يمكن فتح مباراة ثأر بعد انتهاء اللعبة.
refusal-bad_hints = قيمة التلميحات تكون { $allowed }، لا «{ $value }».
param-hints = التلميحات: مفعّلة؛ أو مفعّلة مع إخراج الألعاب التي استُخدمت فيها من لوحات الصدارة؛ أو معطّلة
field-hints = التلميحات
hints-setting-on = مفعّلة
hints-setting-unranked = مفعّلة (الألعاب التي استُخدمت فيها التلميحات لا تُحتسب في لوحات الصدارة)
hints-setting-off = معطّلة

# خيار `القواعد` في /yacht start و/yacht-settings: مجموعات قواعد مسمّاة بتغييراتها.
option-name-full_house = فول هاوس
option-name-yacht_bonus = اليخت الإضافي والجوكر
option-name-four_of_a_kind = أربعة من نفس النوع
option-name-double_generala = Generala مزدوجة
option-name-generala_points = نقاط Generala
option-name-double_generala_points = نقاط Generala المزدوجة
option-name-served_bonus = مكافأة الرمية الأولى
option-name-served_generala_wins = Generala من الرمية الأولى تفوز
option-name-straight = مستقيم

# Short words of an option's change (a rules suggestion whose changes by name are too
# long for Discord's 100 characters); $value is the value as typed (yes/no as true/false)
option-short-full_house = { $value ->
    [sum] فول هاوس: المجموع
   *[other] فول هاوس: 25
}
option-short-yacht_bonus = { $value ->
    [false] بلا يخت إضافي
   *[other] مع اليخت الإضافي
}
option-short-four_of_a_kind = { $value ->
    [sum] أربعة متماثلة: المجموع
   *[other] أربعة متماثلة: 4 × الرقم
}
option-short-double_generala = { $value ->
    [false] بلا مزدوجة
   *[other] مع Generala مزدوجة
}
option-short-generala_points = Generala { $value }
option-short-double_generala_points = المزدوجة { $value }
option-short-served_bonus = الرمية الأولى +{ $value }
option-short-served_generala_wins = { $value ->
    [false] Generala الرمية الأولى لا تفوز
   *[other] Generala الرمية الأولى تفوز
}
# both served options changed, said once
option-short-served = الرمية الأولى: +{ $bonus }، { $wins ->
        [false] لا تفوز
       *[other] تفوز
    }
option-short-straight = { $value ->
    [one_gap] مستقيم: 5 مختلفة
    [ace_as_two] مستقيم: 1 بدل 2
   *[other] مستقيم عادي
}
param-rules = القواعد: اختر اقتراحًا (اكتب كلمة من القاعدة التي تريدها لتجدها)
param-rules-server = القواعد الافتراضية للعبة: اختر اقتراحًا (اكتب كلمة لتجده)
paramname-rules = القواعد
paramname-hints = التلميحات
paramname-cosmetics = مجموعات_النرد
paramname-play-in = مكان_اللعب
preset = { $game } — { $rules }
preset-standard = القواعد العادية
preset-change = { $option }: { $value }
options-how = تُختار عبر خيار { $parameter-rules } في { $command-start }: اقتراحاته تسمّيها، مثل «{ $example }».
refusal-bad_rules = «{ $word }» ليست من قواعد هذه اللعبة: اختر أحد الاقتراحات (اكتب كلمة من القاعدة التي تريدها كما يسمّيها { $command-rules }).
refusal-rules_two_games = هذه القواعد تذكر لعبتين، { $game } و{ $other }: أبقِ واحدة منهما.
refusal-option_twice = الخيار «{ $option }» مذكور مرتين.
refusal-rules_other_game = هذه قواعد { $other }، لكن اللعبة المختارة هي { $game }.
refusal-no_such_option = لا توجد لعبة لها الخيار «{ $option }»: الخيارات هي { $known }.

## أين تُلعب المباريات (/yacht-settings play_in) وإبقاء اللوحة في الأسفل
param-play-in = أين تُلعب الألعاب: في القناة (مع إبقاء اللوحة في أسفلها) أو كل لعبة في سلسلة محادثة خاصة بها
play-in-channel = في القناة
play-in-thread = في سلسلة محادثة لكل لعبة
field-play-in = مكان اللعب
refusal-bad_play_in = يمكن لعب الألعاب { $allowed }، لا «{ $value }».
thread-name = { $game } { ID($id) }
thread-fallback = لا سلسلة محادثة لهذه اللعبة: يلزمني هنا صلاحيتا { permission-create_public_threads } و{ permission-send_messages_in_threads }، لذا تُلعب في القناة.
playing-in-thread = ▶ تُلعب اللعبة في { $thread }.
game-moved = ▶ تستمر اللعبة هنا: { $link }

## الثقة: نرد يمكن التحقق منه، /yacht forget-me، حدود الخادم (issue 24)
dice-proof-sent = اللعبة { ID($id) }: البذرة وكل رمية وكل حركة. تحقّق منها بالأمر `python tools/verify_dice.py { $file }` (طريقة العمل: docs/fairness.md).
refusal-proof_not_over = تبقى بذرة النرد سرية حتى تنتهي اللعبة.
refusal-proof_unverifiable = لا يوجد إثبات نرد لهذه اللعبة: رُمي نردها قبل أن يصبح نرد البوت قابلًا للتحقق.
former-player = لاعب سابق { $n }
cmd-forget-me = احذف ما يحفظه هذا البوت عنك (يسألك أولًا)
cmdname-forget-me = انسني
forget-title = أتحذف بياناتك؟
forget-question = يحذف هذا لغتك واختيارك للتنبيه حين يحين دورك وللرمي التلقائي ومجموعات النرد لديك والمجموعة التي تلعب بها، ويزيل اسمك من كل لعبة لعبتها: تبقى مقاعدك ونقاطك كي تبقى نتائج اللاعبين الآخرين سليمة، لكنها لن تذكرك بعد الآن، وتخرج من لوحات الصدارة. لا يمكن التراجع عن ذلك. تبقى الرسائل المنشورة في القنوات كما هي.
btn-forget-confirm = احذف بياناتي
btn-forget-keep = أبقِها
forget-kept = لم يُحذف شيء.
forget-done = { $games ->
    [0] تم: لم يعد شيء مما يحفظه هذا البوت يذكرك.
    [zero] تم: لم يعد شيء مما يحفظه هذا البوت يذكرك.
    [one] تم: لم يعد شيء مما يحفظه هذا البوت يذكرك؛ تُظهر لعبة واحدة الآن لاعبًا سابقًا في مقعدك.
    [two] تم: لم يعد شيء مما يحفظه هذا البوت يذكرك؛ تُظهر لعبتان الآن لاعبًا سابقًا في مقعدك.
    [few] تم: لم يعد شيء مما يحفظه هذا البوت يذكرك؛ تُظهر { $games } ألعاب الآن لاعبًا سابقًا في مقعدك.
    [many] تم: لم يعد شيء مما يحفظه هذا البوت يذكرك؛ تُظهر { $games } لعبةً الآن لاعبًا سابقًا في مقعدك.
   *[other] تم: لم يعد شيء مما يحفظه هذا البوت يذكرك؛ تُظهر { $games } لعبة الآن لاعبًا سابقًا في مقعدك.
  }
refusal-forget_seated = ما زال لك مقعد في لعبة ({ $channel }): غادرها بالأمر { $command-leave } (أو انتظر حتى تنتهي)، ثم اطلب ذلك من جديد.
refusal-forget_not_yours = هذا السؤال ليس لك: استخدم الأمر { $command-forget-me } بنفسك.
refusal-forget_expired = انتهت صلاحية هذا السؤال: استخدم الأمر { $command-forget-me } من جديد.
refusal-cap_lobbies = { $limit ->
    [one] في هذا الخادم غرفة انتظار مفتوحة بالفعل: انضم إليها أو انتظر حتى تبدأ أو تُغلق.
    [two] في هذا الخادم غرفتا انتظار مفتوحتان بالفعل: انضم إلى إحداهما أو انتظر حتى تبدأ إحداهما أو تُغلق.
    [few] في هذا الخادم { $limit } غرف انتظار مفتوحة بالفعل: انضم إلى إحداها أو انتظر حتى تبدأ إحداها أو تُغلق.
    [many] في هذا الخادم { $limit } غرفةَ انتظار مفتوحة بالفعل: انضم إلى إحداها أو انتظر حتى تبدأ إحداها أو تُغلق.
   *[other] في هذا الخادم { $limit } غرفة انتظار مفتوحة بالفعل: انضم إلى إحداها أو انتظر حتى تبدأ إحداها أو تُغلق.
  }
refusal-cap_games = { $limit ->
    [one] في هذا الخادم لعبة جارية بالفعل: انتظر حتى تنتهي.
    [two] في هذا الخادم لعبتان جاريتان بالفعل: انتظر حتى تنتهي إحداهما.
    [few] في هذا الخادم { $limit } ألعاب جارية بالفعل: انتظر حتى تنتهي إحداها.
    [many] في هذا الخادم { $limit } لعبةً جارية بالفعل: انتظر حتى تنتهي إحداها.
   *[other] في هذا الخادم { $limit } لعبة جارية بالفعل: انتظر حتى تنتهي إحداها.
  }
refusal-cap_member_lobbies = { $limit ->
    [one] أنت تستضيف بالفعل غرفة انتظار مفتوحة في هذا الخادم: ابدأها أو ألغها أولًا.
    [two] أنت تستضيف بالفعل غرفتي انتظار مفتوحتين في هذا الخادم: ابدأ إحداهما أو ألغها أولًا.
    [few] أنت تستضيف بالفعل { $limit } غرف انتظار مفتوحة في هذا الخادم: ابدأ إحداها أو ألغها أولًا.
    [many] أنت تستضيف بالفعل { $limit } غرفةَ انتظار مفتوحة في هذا الخادم: ابدأ إحداها أو ألغها أولًا.
   *[other] أنت تستضيف بالفعل { $limit } غرفة انتظار مفتوحة في هذا الخادم: ابدأ إحداها أو ألغها أولًا.
  }

## التحدي اليومي والمهارة (issue 21)

cmdname-daily = يومي
cmd-daily = تحدي اليوم: النرد نفسه للجميع، ويُلعب على انفراد
paramname-by = حسب
param-by = ما ترتّبه اللوحة
board-by-wins = الانتصارات والنتائج
board-by-daily = التحدي اليومي
board-by-skill = المهارة (النقاط الضائعة في القرارات)
paramname-daily-game = لعبة_اليوم
param-daily-game = لعبة التحدي اليومي في هذا الخادم
field-daily-game = التحدي اليومي
daily-title = التحدي اليومي — { $game } — { $day }
daily-score = نتيجتك: { $score }
daily-private = لا يرى هذه اللعبة أحد غيرك، والنرد اليوم واحد للجميع. إذا توقفت أزرارها عن الاستجابة، فإن { $command-daily } يعيدها إليك.
daily-new = تحدي اليوم: محاولة واحدة، والنرد نفسه للجميع. حظًا موفقًا!
daily-resumed = يستمر تحديك اليومي من حيث توقفت.
daily-done-before = لقد لعبت تحدي اليوم من قبل: هذه نتيجتك.
daily-moved = انتهت صلاحية تلك الرسالة: يستمر تحديك اليومي هنا.
daily-end-score = **نتيجتك: { $score }**
daily-end-skill = المهارة: الضائع في القرارات { $lost }، والدقة { $accuracy }.
daily-end-skill-no-decisions = المهارة: الضائع في القرارات { $lost }؛ لم يكن هناك قرار حقيقي يُقيَّم.
daily-end-luck = الحظ: { $luck }؛ ومتوسط اليوم: { $average } ({ $players ->
    [one] لاعب واحد
    [two] لاعبان
    [few] { $players } لاعبين
    [many] { $players } لاعبًا
   *[other] { $players } لاعب
  }).
daily-end-unreviewed = مراجعتك ليست جاهزة بعد: سيعرضها { $command-daily } لاحقًا.
daily-end-turns = أدوارك: { $marks }
daily-end-legend = 🟩 أفضل لعب · 🟨 خسارة طفيفة · 🟧 خطأ · 🟥 خطأ فادح
btn-share = شارك
daily-share = { $player } — التحدي اليومي في { $game }، { $day }: { $score ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطة
   *[other] { $score } نقطة
  }، والضائع في القرارات { $lost } { $marks }
daily-share-unreviewed = { $player } — التحدي اليومي في { $game }، { $day }: { $score ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطة
   *[other] { $score } نقطة
  }
daily-board-title = التحدي اليومي — { $game } — { $day }
daily-board-today = اليوم
daily-board-week = الأفضل هذا الأسبوع
daily-board-hidden = العب { $command-daily } أولًا: تظهر نتائج اليوم بعد أن تلعب.
daily-board-line = { $rank }. { $player } — { $score ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطة
   *[other] { $score } نقطة
  } (الضائع في القرارات { $lost })
daily-board-line-unreviewed = { $rank }. { $player } — { $score ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطة
   *[other] { $score } نقطة
  }
daily-board-week-line = { $rank }. { $player } — { $score ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطة
   *[other] { $score } نقطة
  } (الضائع في القرارات { $lost })، { $day }
daily-board-week-line-unreviewed = { $rank }. { $player } — { $score ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $score } نقاط
    [many] { $score } نقطة
   *[other] { $score } نقطة
  }، { $day }
skill-board-title = { $game } — المهارة
skill-board-line = { $rank }. { $player } — الضائع في كل لعبة: { $lost }، على مدى { $games ->
    [one] لعبة واحدة
    [two] لعبتين
    [few] { $games } ألعاب
    [many] { $games } لعبةً
   *[other] { $games } لعبة
  }، والدقة { $accuracy }
skill-board-empty = لا أحد لديه بعد { $minimum ->
    [one] لعبة واحدة مصنّفة
    [two] لعبتان مصنّفتان
    [few] { $minimum } ألعاب مصنّفة
    [many] { $minimum } لعبةً مصنّفة
   *[other] { $minimum } لعبة مصنّفة
  }.
skill-board-rules = النقاط الضائعة في القرارات في كل لعبة، كما يراجعها الحلّال الدقيق (بعد استبعاد الحظ)، على مدى { $window ->
    [one] آخر لعبة مصنّفة
    [two] آخر لعبتين مصنّفتين
    [few] آخر { $window } ألعاب مصنّفة
    [many] آخر { $window } لعبةً مصنّفة
   *[other] آخر { $window } لعبة مصنّفة
  } لكل لاعب، ابتداءً من { $minimum }؛ الأقل أفضل. المصنّفة: التحديات اليومية والألعاب الفردية بلا تلميحات. الألعاب ضد الآخرين تُراجَع أيضًا، لكنها لا تدخل هذه اللوحة.
skill-board-season-rules = النقاط الضائعة في القرارات في كل لعبة، كما يراجعها الحلّال الدقيق (بعد استبعاد الحظ)، على مدى الألعاب المصنّفة لكل لاعب خلال الموسم، ابتداءً من { $minimum }؛ الأقل أفضل. المصنّفة: التحديات اليومية والألعاب الفردية بلا تلميحات. الألعاب ضد الآخرين تُراجَع أيضًا، لكنها لا تدخل هذه اللوحة.
stats-skill = مهارة { $game }: الضائع في القرارات في كل لعبة { $lost }، على مدى { $games ->
    [one] آخر لعبة مصنّفة
    [two] آخر لعبتين مصنّفتين
    [few] آخر { $games } ألعاب مصنّفة
    [many] آخر { $games } لعبةً مصنّفة
   *[other] آخر { $games } لعبة مصنّفة
  }
stats-skill-unranked = { $game } ضد الآخرين (غير مصنّفة): الضائع في القرارات في كل لعبة { $lost }، على مدى { $games ->
    [one] لعبة واحدة
    [two] لعبتين
    [few] { $games } ألعاب
    [many] { $games } لعبةً
   *[other] { $games } لعبة
  }
chart-skill-panel = { $game }: النقاط الضائعة في القرارات، { $count ->
    [one] آخر لعبة
    [two] آخر لعبتين
    [few] آخر { $count } ألعاب
   *[other] آخر { $count } لعبة
  }
chart-skill-aim = اللعب المثالي 0
refusal-daily_in_channel = التحدي اليومي يُلعب في الرسائل الخاصة فقط. لم يتغير شيء.
refusal-daily_forged = هذا الزر ليس من تحدٍّ يومي لذلك اليوم. لم يتغير شيء.
refusal-daily_not_yours = هذا التحدي اليومي لشخص آخر. لم يتغير شيء.
refusal-daily_shared = لقد شاركت هذا التحدي اليومي من قبل.
refusal-daily_not_over = أنهِ تحديك اليومي أولًا، ثم شاركه.
refusal-not_daily = هذا ليس تحديًا يوميًا.
refusal-daily_off = التحدي اليومي غير متاح الآن.
refusal-bad_board = لا توجد لوحة باسم «{ $value }»: اللوحات هي { $allowed }.

# أدوار تصل إلى اللاعبين (issue 17)
computer-thinking = { $player } يفكّر…
turn-deadline = ⏳ { $shown ->
    [clock] ينتهي وقت هذا الدور عند الساعة { $time }.
   *[relative] ينتهي وقت هذا الدور { $time }.
  }
rank-line = { $place }. { $player } — { $total }
score-option-scratch-desc = شطب: تُسجَّل 0 في هذه الفئة.
turn-ping = { $player }، حان دورك في { $game } { ID($id) }: { $link }
cmdname-pings = التنبيهات
cmd-pings = اختر إن كنت تريد أن أنبّهك بإشارة حين يحين دورك
paramname-pings = التنبيهات
param-pings = مفعّلة أو معطّلة أو كما يقرّر كل خادم
pings-choice-on = مفعّلة
pings-choice-off = معطّلة
pings-choice-auto = كما يقرّر كل خادم
pings-set-on = سأنبّهك مرة واحدة إذا حان دورك ولم تلعب بعد قليل.
pings-set-off = لن أنبّهك حين يحين دورك.
pings-set-auto = يقرّر كل خادم إن كنت أنبّهك حين يحين دورك.
param-pings-server = نبّه اللاعب الذي يبدأ دوره بعد دور غيره (ولكل لاعب أن يعطّل ذلك)
paramname-ping-grace = مهلة_التنبيه
param-ping-grace = الثواني التي ينتظرها الدور قبل تنبيه لاعبه (من 0 إلى 600)
field-pings = تنبيهات الدور
pings-setting-on = مفعّلة، بعد { $seconds ->
    [zero] { $seconds } ثانية
    [one] ثانية واحدة
    [two] ثانيتين
    [few] { $seconds } ثوانٍ
    [many] { $seconds } ثانيةً
   *[other] { $seconds } ثانية
  }
pings-setting-off = معطّلة
refusal-bad_pings = قيمة التنبيهات تكون { $allowed }، لا «{ $value }».
refusal-grace_range = يجب أن تكون المهلة قبل التنبيه بين { $min } و{ $max ->
    [zero] { $max } ثانية
    [one] ثانية واحدة
    [two] ثانيتين
    [few] { $max } ثوانٍ
    [many] { $max } ثانيةً
   *[other] { $max } ثانية
  }.
refusal-not_invited = هذا الزر للاعبين المدعوّين إلى مباراة الثأر هذه؛ اضغط **انضم** لتأخذ مقعدًا شاغرًا.
btn-confirm = أنا مشارك
seat-invited = { $player } (مدعوّ، لم يؤكّد بعد)
cmdname-auto-roll = رمي-تلقائي
cmd-auto-roll = اختر إن كنت تريد أن أرمي عنك الرمية الأولى في كل دور من أدوارك
paramname-auto-roll = الرمي_التلقائي
param-auto-roll = مفعّل أو معطّل أو كما يقرّر كل خادم
auto-roll-choice-on = مفعّل
auto-roll-choice-off = معطّل
auto-roll-choice-auto = كما يقرّر كل خادم
auto-roll-set-on = سأرمي النرد عنك حين يبدأ دورك: تبدأ والرمية الأولى قد تمّت.
auto-roll-set-off = ستضغط **ارمِ** لتبدأ كل دور.
auto-roll-set-auto = يقرّر كل خادم إن كنت أرمي عنك الرمية الأولى في أدوارك.
param-auto-roll-server = ارمِ عن كل لاعب الرمية الأولى من دوره (ولكل لاعب أن يعطّل ذلك)
field-auto-roll = الرمي التلقائي
auto-roll-setting-on = مفعّل: يبدأ كل دور والنرد مرميّ
auto-roll-setting-off = معطّل: يبدأ كل دور بالضغط على ارمِ
refusal-bad_auto_roll = قيمة الرمي التلقائي تكون { $allowed }، لا «{ $value }».
help-auto-roll = الرمي التلقائي: يبدأ دورك والنرد مرميّ (فلا قرار في تلك الرمية)؛ الأمر { $command-auto-roll } يعطّله أو يفعّله لك.
cmdname-help = مساعدة
cmd-help = كيف تلعب، وما يفعله كل زر، والأوامر
help-title = كيف تلعب
help-intro = ألعاب بخمسة أحجار نرد للطاولة كلها، رسالة واحدة لكل لعبة:
help-game = **{ $game }**: { $summary }
help-how-title = اللعبة
help-how = افتح طاولة بالأمر { $command-start }؛ يضغط الآخرون **انضم** ويمكن للمضيف أن يضيف مقاعد للحاسوب، ثم يضغط **ابدأ**. يلعب الجميع بالتناوب في الرسالة نفسها؛ وحين يحين دورك أنبّهك مرة واحدة إن لم تلعب بعد قليل. في النهاية تُعرض كل المجاميع، و**مباراة ثأر** تُجلس الطاولة نفسها من جديد.
help-controls-title = الأزرار
help-control-join = **انضم** / **غادر**: خذ مقعدًا في غرفة الانتظار أو اتركه.
help-control-confirm = **أنا مشارك**: خذ المقعد الذي حفظته لك مباراة الثأر.
help-control-add-bot = **أضف الحاسوب**: يضيف المضيف مقعدًا للحاسوب (سهل أو عادي أو مثالي).
help-control-start = **ابدأ** / **إلغاء**: يبدأ المضيف اللعبة أو يغلقها.
help-control-roll = **ارمِ**: ارمِ النرد (حتى ثلاث مرات في الدور في ألعاب الفئات).
help-control-dice = **أحجار النرد**: اضغط حجرًا لتحتفظ به بين الرميات، واضغطه مرة أخرى لتفلته.
help-control-keep = **وجه** (⚄ ×3): يحتفظ بكل الأحجار التي تُظهره ويرمي الباقي، بضغطة واحدة.
help-control-score = **سجّل…**: اختر الفئة التي تملؤها؛ تأتي أولًا الفئات التي تمنح نقاطًا، الأعلى فالأدنى، ثم الشطب (0).
help-control-pick = **فئة ونقاطها**: سجّلها بضغطة واحدة (الفئات الأعلى نقاطًا الآن)؛ وتعرض **سجّل…** كل الفئات.
help-control-bank = **ثبّت** (5000): اضمن نقاط هذا الدور؛ و**ارمِ** يخاطر بها على ما تبقّى من النرد.
help-control-hint = **تلميح**: لك وحدك، أفضل الحركات من هنا وقيمة كل منها.
help-control-review = **مراجعة**: بعد اللعبة، لك وحدك، أكثر قراراتك كلفة.
help-control-rematch = **مباراة ثأر**: غرفة انتظار جديدة باللاعبين أنفسهم ومقاعد الحاسوب نفسها.
help-commands-title = الأوامر
help-command = { $command }: { $description }
help-pings = التنبيهات: الأمر { $command-pings } يعطّلها أو يفعّلها لك؛ وكل خادم يحدّد الإعداد الافتراضي ومدة انتظاري.
help-ranking = لا تُحتسب في تصنيفات المهارة إلا الألعاب الفردية واليومية التي لُعبت دون تلميحات.

## Win chances on the board (issue 34)
chances-line = 🎯 فرص الفوز: { $chances }
chance-of = { $player } { $chance }
chance-below = أقل من { $percent }
chance-above = أكثر من { $percent }
paramname-win-chances = فرص_الفوز
param-win-chances = عرض فرصة فوز كل لاعب على لوحة الألعاب التي تضم لاعبَين أو أكثر
field-win-chances = فرص الفوز على اللوحة
win-chances-setting-on = ظاهرة
win-chances-setting-off = مخفية

## اللعب في أي مكان: المجموعات الخاصة والرسائل المباشرة والخوادم التي لم تُضف البوت

btn-resume = استئناف
board-paused = ⏸ متوقفة مؤقتًا: هنا لا أستطيع تحديث اللوحة إلا بعد ضغطة. اضغط **استئناف** للمتابعة.
refusal-external_apps_off = هذا الخادم لا يعرض تطبيقات حسابات أعضائه إلا بشكل خاص، فلا يمكن أن تُلعب لعبة علنًا هنا. جرّب مجموعة خاصة، أو اطلب من الخادم إضافة البوت.
param-game-timeout = دقائق الدور قبل أن يُلعب نيابةً عن اللاعب (خارج الخوادم التي فيها البوت)
board-title-chat = { $game } — لوحة صدارة هذه المحادثة
stats-everywhere = في كل مكان
stats-place = { $place }: انتصارات: { $wins } / ألعاب: { $games }
place-all = المجموع
place-servers = الخوادم
place-chats = المجموعات الخاصة
place-dms = الرسائل المباشرة
refusal-forged = لم يصل هذا من Discord كما ينبغي. لم يتغيّر شيء.

## The table's last rough edges (issue 35, parts 2–5)

rematch-asked = 🔁 طلب { $asker } مباراة ثأر بالطاولة نفسها.
rematch-you-in = { $count ->
    [one] { $players }: أنت مشارك بالفعل.
    [two] { $players }: أنتما مشاركان بالفعل.
   *[other] { $players }: أنتم مشاركون بالفعل.
}
rematch-confirm = { $count ->
    [one] { $players }: اضغط **أنا مشارك** لتأخذ مقعدك.
    [two] { $players }: اضغطا **أنا مشارك** لتأخذا مقعديكما.
   *[other] { $players }: اضغطوا **أنا مشارك** لتأخذوا مقاعدكم.
}
rematch-host-starts = { $host }: أنت مشارك وأنت المضيف، فاضغط **ابدأ** حين تجهز الطاولة.
ping-moved = { $player }، انتقلت لعبة { $game } { ID($id) } إلى هنا: { $link }
ping-moved-away = { $player }، تستمر لعبة { $game } { ID($id) } في { $channel }.
btn-fair-dice = نرد نزيه
fair-dice-secret = 🎲 يأتي نرد هذه اللعبة من بذرة اختيرت عشوائيًا عند البداية، وتبقى سرية حتى النهاية. بصمتها SHA-256، الثابتة منذ البداية: { $hash }
    بعد انتهاء اللعبة يعرض زر **نرد نزيه** البذرة، ويستطيع أي أحد أن يتحقق من أن لها هذه البصمة ومن أن كل رمية جاءت منها.
fair-dice-revealed = 🎲 بذرة النرد: { $seed }
    بصمتها SHA-256 هي نفسها التي كانت لهذه اللعبة منذ البداية: { $hash }
daily-end-solver = لعب الحلّال الدقيق تحدي اليوم أيضًا وسجّل { $score }. يبدأ كل دور بالرمية نفسها للجميع، لكن خياراته تختلف عن خياراتك، ولذلك تختلف الرميات التي تليها.
help-control-keep-several = **أحجار معًا** (⚁⚁⚄⚄، ⚀⚁⚂⚃): زوجان، أو حجر من كل وجه نحو التسلسل، تحتفظ بها بضغطة واحدة ويُرمى الباقي.

## المواسم والتصنيف بين اللاعبين

paramname-season = الموسم
param-season = الموسم الحالي إن تُرك فارغًا، أو موسم سابق برقمه، أو «{ season-all-word }» لكل الأوقات
season-all-word = الكل
board-season = الموسم { $number } ({ $length })
board-all-time = كل الأوقات
season-monthly = شهري
season-weekly = أسبوعي
season-quarterly = ربع سنوي
season-off = بلا مواسم
board-by-rating = التصنيف (ضد لاعبين آخرين)
rating-board-title = { $game } — التصنيف
rating-board-line = { $rank }. { $player } — { $rating } (ألعاب محتسبة: { $games })
rating-board-rules = تقدير المهارة مطروحًا منه ثلاثة أضعاف عدم اليقين فيه، من الألعاب ضد أشخاص آخرين فقط (من دون الحاسوب)؛ يظهر من لديه { $minimum ->
    [zero] { $minimum } لعبة محتسبة
    [one] لعبة محتسبة واحدة
    [two] لعبتان محتسبتان
    [few] { $minimum } ألعاب محتسبة
    [many] { $minimum } لعبةً محتسبة
   *[other] { $minimum } لعبة محتسبة
  } أو أكثر.
refusal-rating_nobody = لا أحد هنا لديه بعد { $minimum ->
    [zero] { $minimum } لعبة محتسبة
    [one] لعبة محتسبة واحدة
    [two] لعبتان محتسبتان
    [few] { $minimum } ألعاب محتسبة
    [many] { $minimum } لعبةً محتسبة
   *[other] { $minimum } لعبة محتسبة
  }. تُحتسب كل لعبة منتهية بين شخصين أو أكثر (من دون الحاسوب).
refusal-season_off = المواسم معطّلة في هذا الخادم: احذف الموسم، أو اطلب «{ season-all-word }».
refusal-season_unknown = لا يوجد موسم «{ $season }»: المواسم مرقّمة من 1 إلى { $current }، وهو الموسم الحالي، أو «{ season-all-word }» لكل الأوقات.
refusal-bad_season = يمكن أن تكون المواسم { $allowed }، لا «{ $value }».
refusal-rating_minimum_range = يجب أن يكون الحد الأدنى للوحة التصنيف بين { $min } و{ $max ->
    [zero] { $max } لعبة محتسبة
    [one] لعبة محتسبة واحدة
    [two] لعبتين محتسبتين
    [few] { $max } ألعاب محتسبة
    [many] { $max } لعبةً محتسبة
   *[other] { $max } لعبة محتسبة
  }.
season-post-title = انتهى الموسم { $number } ({ $length })
season-post-game = { $game }: الأبطال
season-post-place = { $rank }. { $player } — انتصارات: { $wins } / ألعاب: { $games }
season-post-best-skill = أفضل مهارة
season-post-skill = { $player }، { $game }: الضائع في القرارات في كل لعبة { $lost }
season-post-most-improved = الأكثر تحسّنًا
season-post-improved = { $player }، { $game }: ارتفع التصنيف بمقدار { $gained }
season-post-empty = لم يُنهِ أحد أي لعبة في هذا الموسم.
stats-mark-champion = 🏆 بطل الموسم { $number }، { $game }
stats-mark-place = الموسم { $number }: المركز { $place } من { $players }، { $game }
stats-rating = تصنيف { $game }: { $rating } (ألعاب محتسبة: { $games })
paramname-season-channel = قناة_المواسم
paramname-rated-hints = تصنيف_مع_التلميحات
paramname-rating-minimum = حد_التصنيف
param-season-length = مدة الموسم (بتقويم UTC)، أو بلا مواسم
param-season-channel = القناة التي يُعلَن فيها انتهاء كل موسم
param-rated-hints = هل تغيّر الألعابُ التي استُخدمت فيها التلميحات التصنيفَ
param-rating-minimum = عدد الألعاب المحتسبة التي يحتاجها اللاعب ليظهر في لوحة التصنيف
field-season = المواسم
season-setting-posted = { $length }، ويُعلَن انتهاؤها في { $channel }
field-rating = التصنيف
rating-setting = في اللوحة ابتداءً من { $minimum ->
    [zero] { $minimum } لعبة محتسبة
    [one] لعبة محتسبة واحدة
    [two] لعبتين محتسبتين
    [few] { $minimum } ألعاب محتسبة
    [many] { $minimum } لعبةً محتسبة
   *[other] { $minimum } لعبة محتسبة
  }؛ { $hints }
rating-hints-on = الألعاب التي فيها تلميحات تُحتسب
rating-hints-off = الألعاب التي فيها تلميحات لا تُحتسب
chart-rating-panel = { $game }: التصنيف وهامش عدم اليقين، { $count ->
    [one] آخر لعبة محتسبة
    [two] آخر لعبتين محتسبتين
    [few] آخر { $count } ألعاب محتسبة
   *[other] آخر { $count } لعبة محتسبة
  }
chart-rating-axis = رقم اللعبة المحتسبة
rating-board-at = { $season }: كما كانت عند نهايته
refusal-season_not_here = اللوحة حسب { $board } ليس لها مواسم: احذف الموسم.
standings-title = { $game } — { $season }: الترتيب
standings-wins = الانتصارات
standings-games = الألعاب
standings-best = أفضل نتيجة
standings-mean = متوسط النتيجة
standings-skill = المهارة (النقاط الضائعة)
standings-rating = التصنيف

## The web pages (bot.web)

web-site = بوت اليخت
web-skip = انتقل إلى المحتوى
web-language = اللغة
web-games = الألعاب
web-boards = لوحات الصدارة
web-title-leaderboard = لوحة الصدارة: { $game }
web-board-wins = الانتصارات
web-board-points = النقاط
web-board-skill = المهارة
web-col-player = اللاعب
web-col-game = اللعبة
web-col-games = الألعاب
web-col-wins = الانتصارات
web-col-best = الأفضل
web-col-mean = المتوسط
web-col-lost = النقاط الضائعة في كل لعبة
web-col-box = الفئة
web-empty = لا ألعاب منتهية بعد.
web-player = اللاعب { $n }
web-former-player = لاعب سابق
web-computer = الحاسوب { $n } ({ $level })
web-player-description = { $games ->
    [zero] لا ألعاب منتهية
    [one] لعبة منتهية واحدة
    [two] لعبتان منتهيتان
    [few] { $games } ألعاب منتهية
    [many] { $games } لعبة منتهية
   *[other] { $games } لعبة منتهية
}
web-records = السجل
web-win-rate = نسبة الفوز
web-skill = النقاط الضائعة بالقرارات، لعبة بلعبة
web-recent = آخر الألعاب
web-won = فوز
web-not-won = دون فوز
web-title-replay = إعادة العرض: { $game }
web-replay-description = { $players ->
    [zero] لا لاعبين
    [one] لاعب واحد
    [two] لاعبان
    [few] { $players } لاعبين
    [many] { $players } لاعبًا
   *[other] { $players } لاعب
  }، { $moves ->
    [zero] لا حركات
    [one] حركة واحدة
    [two] حركتان
    [few] { $moves } حركات
    [many] { $moves } حركة
   *[other] { $moves } حركة
  }، وكل منها يحكم عليه الحلّال الدقيق
web-scrubber = الحركة
web-moves = الحركات
web-first = الأولى
web-previous = السابقة
web-next = التالية
web-last = الأخيرة
web-start = قبل الرمية الأولى
web-move = الحركة { $n } من { $total }
web-rolled = رمى { $player }.
web-scored = سجّل { $player } { $points } في فئة { $box }.
web-banked = ثبّت { $player } { $points }.
web-before = النرد قبل:
web-after = النرد بعد:
web-held = محتفَظ به
web-verdict-best = الخيار الأفضل.
web-verdict-cost = الكلفة { $cost ->
    [zero] { $cost } نقطة
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $cost } نقاط
    [many] { $cost } نقطة
   *[other] { $cost } نقطة
  }. الأفضل: { $best }.
web-verdict-none = ليس قرارًا يقيّمه الحلّال.
web-best-keep = احتفظ بـ { $dice } وارمِ الباقي
web-best-score = سجّل في فئة { $box }
web-best-roll = ارمِ
web-best-bank = ثبّت النقاط
web-total = المجموع
web-action-roll = رمية
web-action-score = تسجيل
web-action-bank = تثبيت
web-against = الخصوم
web-against-people = ضد أشخاص
web-against-computers = مع الحاسوب
btn-replay = إعادة العرض على الويب
btn-daily-page = ترتيب اليوم على الويب
web-title-daily = التحدي اليومي: { $game }، { $day }
web-daily-description = ترتيب التحدي اليومي، مفتوح لمن لعبه فقط.
web-daily-yours = نتيجتك
web-daily-board = ترتيب اليوم
web-daily-you = (أنت)
web-col-lost-daily = النقاط الضائعة بالقرارات
web-refused-title-forged = هذا الرابط غير صالح
web-refused-forged = لم ينشئ البوت هذا الرابط، أو جرى تغييره. افتح تحديك اليومي في Discord لتحصل على رابطك.
web-refused-title-expired = انتهت صلاحية هذا الرابط
web-refused-expired = رابط ترتيب اليوم صالح لمدة أسبوع. افتح تحديك اليومي في Discord مرة أخرى لتحصل على رابط جديد.
web-refused-title-gone = لا يوجد ترتيب يومي هنا
web-refused-gone = هذا الرابط لا يقود إلى أي ترتيب يومي: إما أنه ناقص، وإما أن الخادم عطّل صفحاته على الويب.
web-board-daily = التحدي اليومي
web-board-rating = التصنيف
web-col-rated = الألعاب المحتسبة
web-col-day = اليوم
web-col-score = النتيجة
web-seasons = المواسم
web-daily-note = أفضل نتيجة لكل لاعب في التحدي اليومي هذا الأسبوع حتى الأمس. تظهر نتائج اليوم في Discord بعد أن تلعب تحدي اليوم.
web-chart = المخطط
web-chart-alt = مخطط { $player }: آخر النتائج في كل لعبة مقابل الخط المستهدف، والنقاط الضائعة بالقرارات لعبة بلعبة، والتصنيف مع نطاقه
btn-player-page = السجل على الويب
btn-board-page = لوحة الصدارة على الويب
web-setting-off = معطّلة
web-setting-on = مفعّلة (مخفية عن محركات البحث)
web-setting-listed = مفعّلة وتظهر في محركات البحث
param-web = صفحات الخادم على الويب: لوحات الترتيب وإعادات العرض (معطّلة افتراضيًا)
paramname-web = الويب
field-web = صفحات الويب
cmdname-web-name = اسم-الويب
cmd-web-name = اختر هل يظهر اسمك في صفحات الويب أم لا
param-web-name = نعم: اسمك الظاهر في الصفحات؛ لا: «اللاعب N»
paramname-show = إظهار
web-name-set-on = صفحات الويب تعرضك الآن باسم { $name }.
web-name-set-off = صفحات الويب تسمّيك الآن «اللاعب N».

## Reviews in chances of winning, at a table of several seats (issue 34)
review-wins-title = فرصتك في الفوز
review-wins-start = بدأتَ بفرصة فوز قدرها { $start }، و{ $won ->
    [yes] فزتَ.
   *[no] لم تفز.
  }
review-wins-details = بالفرص: { $result } = { $start } (البداية) { $own } (نردك) { $dice } (نرد الآخرين) { $choices } (قراراتك) { $theirs } (قرارات الآخرين) { $edge } (أدوارك التي لُعبت للفوز)
review-wins-details-drift = بالفرص: { $result } = { $start } (البداية) { $own } (نردك) { $dice } (نرد الآخرين) { $choices } (قراراتك) { $theirs } (قرارات الآخرين) { $edge } (أدوارك التي لُعبت للفوز) { $drift } (الفرق بين طريقتَي الحساب)
review-wins-costly-title = أغلى القرارات على فرصة الفوز
review-wins-costly = { $rank }. { $when } — اخترتَ { $did }، والأفضل للفوز كان { $best } (فرصة فوز أعلى بمقدار { $chance }{ $scored ->
    [none] {""}
   *[some] ؛ وكلّفك اختيارك { $cost ->
        [zero] { $cost } نقطة
        [one] نقطة واحدة
        [two] نقطتين
        [few] { $cost } نقاط
        [many] { $cost } نقطة
       *[other] { $cost } نقطة
    } من النتيجة المتوقعة
  }). { $why }
review-wins-clean = لم يُنقص أيٌّ من قراراتك فرصتك في الفوز.
review-wins-definitions = حظ الرمية هو فرصتك بعد استقرار النرد ناقص متوسطها قبل الرمي؛ وكلفة القرار هي ما كان سيحفظه أفضل خيار للفوز؛ وقرارات الآخرين هي مقدار ما غيّرت من فرصتك؛ وأدوارك التي لُعبت للفوز هي ما يضيفه اللعب للفوز في كل دور من أدوارك إلى الفرصة التي تعرضها اللوحة، إذ تفترض اللعب لجمع النقاط. الأرقام نقاط مئوية.
