# Katalogu shqip: çdo fjalë që tregon boti. Çelësat grupohen sipas vendit ku shfaqen.
# Parametrat janë variabla Fluent; id-të dhe versionet jepen si vargje.

## Lojërat dhe rregullat e tyre

game-yacht = Jaht
    .definite = Jahti
    .genitive = Jahtit
    .gender = masculine
game-classic = Jaht klasik
    .definite = Jahti klasik
    .genitive = Jahtit klasik
    .gender = masculine
game-generala = Generala
    .definite = Generala
    .genitive = Generalës
    .gender = feminine
game-5000 = 5000
    .definite = loja 5000
    .genitive = lojës 5000
    .gender = feminine
game-yatzy = Jatzi
    .definite = Jatziu
    .genitive = Jatziut
    .gender = masculine
summary-yacht = 13 kategori me bonus të pjesës së sipërme: klasiku në stilin Yahtzee.
summary-classic = Jahti tradicional me 12 kategori: pa bonuse, pa xhoker.
summary-generala = E preferuara e Amerikës Latine: bonuse për kombinimet e hedhjes së parë, dhe Generala.
summary-5000 = Provo fatin: siguro pikë derisa të arrish saktësisht 5000.
summary-yatzy = Jatzi skandinav: 15 kategori me çifte dhe 50 pikë bonus për pjesën e sipërme.

rules-rounds = { $rounds ->
    [one] Një raund
   *[other] { $rounds } raunde
  }: çdo lojtar mbush çdo kategori një herë.
rules-three-rolls = Deri në tri hedhje për radhë; mes hedhjeve mbaj cilat zare të duash; mund të shënosh pas çdo hedhjeje.
rules-three-rolls-rehold = Deri në tri hedhje për radhë; zaret e mbajtura mund të rihidhen më vonë gjatë radhës.
rules-zero-box = Mund të zgjedhësh edhe një kategori që nuk përputhet me zaret: ajo merr 0.
rules-upper-bonus = Bonusi i sipërm: +{ $bonus } kur Njëshet deri te Gjashtëshet bëjnë gjithsej { $threshold } ose më shumë.
rules-extra-yacht = Jaht shtesë: +{ $bonus } për çdo Jaht tjetër, pasi te Jahti janë shënuar 50.
rules-joker = Xhoker: kur Jahti është mbushur, pesë të njëjta duhet të shkojnë te kategoria e tyre e sipërme nëse është e lirë, përndryshe te cilado kategori e poshtme (shkallët dhe shtëpia e plotë me vlerë të plotë), përndryshe me 0 te një kategori e sipërme.
rules-highest-wins = Fiton kush ka totalin më të lartë; me totale të barabarta, fitorja ndahet.
rules-no-bonus = Pa bonus të sipërm, pa bonus Jahti, pa xhoker.
rules-no-extra-yatzy = Pa bonus për Jatzi shtesë, pa xhoker.
rules-scratch = Deri në tri hedhje për radhë; çdo kategori e lirë mund të fshihet (mbushet me 0).
rules-served-bonus = Shkallë, Shtëpi e plotë ose Katër të një lloji në hedhjen e parë: +{ $bonus }.
rules-served-generala = Një Generala në hedhjen e parë e fiton lojën menjëherë, përveç nëse e ke fshirë Generalën.
rules-otherwise-highest = Përndryshe fiton kush ka totalin më të lartë; me totale të barabarta, fitorja ndahet.
rules-5000-goal = Bëhu i pari që arrin saktësisht { $target }.
rules-5000-scoring = Çdo zar me 1 vlen 100, çdo zar me 5 vlen 50; tre të njëjta: numri × 100, por tre zare me 1 vlejnë 1100; katër të njëjta e dyfishojnë këtë, pesë të njëjta e katërfishojnë; 1-2-3-4-5 ose 2-3-4-5-6: 1500.
rules-5000-set-aside = Kombinohen vetëm zaret e së njëjtës hedhje. Zaret që japin pikë vihen mënjanë; hidh të tjerat ose siguro pikët.
rules-5000-bust = Një hedhje pa asnjë pikë e djeg radhën. Nëse të pesë zaret japin pikë: hidh sërish të pesë.
rules-5000-bank = Sigurohen vetëm shumëfisha të 100: të paktën { $entry } për të hyrë në lojë, pastaj të paktën { $minimum }.
rules-5000-reset = Nëse arrin saktësisht totalin e një lojtari tjetër, ai bie në 0 (duhet të hyjë sërish në lojë).
rules-5000-gift = Pikët që do ta kalonin 5000 shkojnë te lojtari me më pak pikë nga ata që kanë të paktën { $entry ->
    [one] { $entry } pikë
   *[other] { $entry } pikë
  }.

## Opsionet (vlerat e tyre tregohen siç shkruhen në komanda)

option-full_house = Jaht: Shtëpia e plotë vlen 25 (fikse) ose sa shuma e zareve
option-yacht_bonus = Jaht: Jahtet shtesë vlejnë +100 dhe veprojnë si xhokerë
option-four_of_a_kind = Klasik: Katër të një lloji vlen 4 × numri ose sa shuma e zareve
option-double_generala = Generala: luaj me kategorinë Generala e dyfishtë
option-generala_points = Generala: pikët për një Generala
option-double_generala_points = Generala: pikët për një Generala të dyfishtë
option-served_bonus = Generala: bonusi për Shkallë/Shtëpi të plotë/Katër në hedhjen e parë
option-served_generala_wins = Generala: një Generala në hedhjen e parë fiton menjëherë
option-straight = Generala: cilat zare bëjnë një Shkallë

## Kategoritë: emrat dhe përshkrimet, sipas lojës

box-ones = Njëshet
box-twos = Dyshet
box-threes = Treshet
box-fours = Katërshet
box-fives = Pesëshet
box-sixes = Gjashtëshet
box-three_of_a_kind = Tre të një lloji
box-four_of_a_kind = Katër të një lloji
box-full_house = Shtëpia e plotë
box-small_straight = Shkalla e vogël
box-large_straight = Shkalla e madhe
box-yacht = Jahti
box-chance = Shansi
box-little_straight = Shkalla e vogël
box-big_straight = Shkalla e madhe
box-choice = Zgjedhja e lojtarit
box-straight = Shkalla
box-generala = Generala
box-double_generala = Generala e dyfishtë
box-one_pair = Një çift
box-two_pairs = Dy çifte
box-yatzy = Jatzi
generala-box-full_house = Shtëpia e plotë
yatzy-box-small_straight = Shkalla e vogël
yatzy-box-large_straight = Shkalla e madhe

box-upper-desc = Shuma e zareve që tregojnë { $face }.
yacht-box-three_of_a_kind-desc = Të paktën tre të njëjta: shuma e të gjitha zareve.
yacht-box-four_of_a_kind-desc = Të paktën katër të njëjta: shuma e të gjitha zareve.
yacht-box-full_house-desc = Tre të një numri dhe dy të një tjetri: { $scoring ->
    [sum] shuma e zareve
   *[fixed] 25
  }.
yacht-box-small_straight-desc = Katër numra radhazi (1-2-3-4, 2-3-4-5, 3-4-5-6): 30.
yacht-box-large_straight-desc = 1-2-3-4-5 ose 2-3-4-5-6: 40.
yacht-box-yacht-desc = Pesë të njëjta: 50.
yacht-box-chance-desc = Çdo kombinim: shuma e të gjitha zareve.
classic-box-full_house-desc = Tre të një numri dhe dy të një numri tjetër: shuma e zareve.
classic-box-four_of_a_kind-desc = Të paktën katër të njëjta: { $scoring ->
    [sum] shuma e të pesë zareve
   *[face] 4 × ai numër
  }.
classic-box-little_straight-desc = Saktësisht 1-2-3-4-5: 30.
classic-box-big_straight-desc = Saktësisht 2-3-4-5-6: 30.
classic-box-choice-desc = Çdo kombinim: shuma e të gjitha zareve.
classic-box-yacht-desc = Pesë të njëjta: 50.
generala-box-straight-desc = { $straight ->
    [one_gap] çfarëdo pesë numra të ndryshëm
    [ace_as_two] 1-2-3-4-5, 2-3-4-5-6 ose 3-4-5-6-1; një 1 mund të zërë vendin e 2-shit
   *[standard] 1-2-3-4-5, 2-3-4-5-6 ose 3-4-5-6-1
  }: 20, +{ $served } në hedhjen e parë.
generala-box-full_house-desc = Tre të një numri dhe dy të një tjetri: 30, +{ $served } në hedhjen e parë.
generala-box-four_of_a_kind-desc = Të paktën katër të njëjta: 40, +{ $served } në hedhjen e parë.
generala-box-generala-desc = Pesë të njëjta: { $points }.
generala-box-double_generala-desc = Pesë të njëjta pasi kategoria Generala i ka pikët e saj: { $points }.
yatzy-box-one_pair-desc = Dy të njëjta: dyfishi i numrit më të lartë që del të paktën dy herë.
yatzy-box-two_pairs-desc = Dy çifte me numra të ndryshëm: shuma e atyre katër zareve.
yatzy-box-three_of_a_kind-desc = Tre të njëjta: shuma e atyre tre zareve.
yatzy-box-four_of_a_kind-desc = Katër të njëjta: shuma e atyre katër zareve.
yatzy-box-small_straight-desc = Saktësisht 1-2-3-4-5: { $points }.
yatzy-box-large_straight-desc = Saktësisht 2-3-4-5-6: { $points }.
yatzy-box-full_house-desc = Tre të një numri dhe dy të një numri tjetër: shuma e të gjitha zareve.
yatzy-box-chance-desc = Çdo kombinim: shuma e të gjitha zareve.
yatzy-box-yatzy-desc = Pesë të njëjta: { $points }.

## Komandat me vijë të pjerrët

cmd-group = Lojëra me pesë zare: { $game-names }
cmd-start = Hap një dhomë loje në këtë kanal
cmd-rules = Trego rregullat e një loje (me opsionet në fuqi)
cmd-scorecard = Trego privatisht fletën e plotë të pikëve të lojës së këtij kanali
cmd-leaderboard = Trego renditjen e këtij serveri për një lojë
cmd-stats = Trego rezultatet e një lojtari në të gjitha lojërat
cmd-cancel = Anulo lojën e këtij kanali (organizatori ose kush ka lejen { permission-manage_guild })
cmd-settings = Trego ose ndrysho parazgjedhjet e këtij serveri (leja { permission-manage_guild })
param-game = Cila lojë
param-user = Rezultatet e kujt (parazgjedhje: të tuat)
param-timeout = Minutat që një lojtar mund të marrë për një radhë para se të luhet për të (0 = pa kufi)
param-default-game = Loja që hap { $command-start } kur nuk përmendet asnjë

## Refuzimet (gjithmonë private). Një për çdo kod të rregullave dhe të shërbimit.

refusal-guild_only = Lojërat luhen në kanalet e serverit, jo në mesazhe private.
refusal-stale = Ky mesazh është i vjetëruar. Përdor mesazhin më të fundit të lojës.
refusal-not_your_turn = Nuk është radha jote: prit { $player }.
refusal-not_seated = Nuk je ulur në këtë lojë.
refusal-unknown_component = Nuk e njoh këtë buton (i panjohur ose i dëmtuar). Asgjë nuk ndryshoi.
refusal-unknown_game = Kjo lojë nuk ekziston (më). Asgjë nuk ndryshoi.
refusal-over = Kjo lojë ka mbaruar.
refusal-cancelled = Kjo lojë u anulua.
refusal-busy = Ky kanal ka tashmë një lojë: { $url }
refusal-no_game = Nuk ka lojë në këtë kanal. Nis një me { $command-start }.
refusal-not_started = Loja nuk ka nisur ende.
refusal-seated = Je ulur tashmë.
refusal-full = Tavolina është plot ({ $max ->
    [one] një vend
   *[other] { $max } vende
  }).
refusal-not_host_start = Vetëm organizatori ({ $host }) ose një menaxher i serverit mund ta nisë lojën.
refusal-not_host_cancel = Vetëm organizatori ({ $host }) ose një menaxher i serverit mund ta anulojë lojën.
refusal-not_host_add_bot = Vetëm organizatori ({ $host }) ose një menaxher i serverit mund të shtojë vende për kompjuterin.
refusal-host_leave = Ti je organizatori: përdor Anulo për ta mbyllur dhomën.
refusal-empty = Askush nuk është ulur ende.
refusal-bad_level = Nivel i panjohur kompjuteri: “{ $level }”.
refusal-need_manage = Për këtë të duhet leja { permission-manage_guild }.
refusal-bot_permissions = Nuk mund të drejtoj një lojë në këtë kanal: këtu më duhen lejet { $permissions }. Një menaxher i serverit mund të m'i japë, ose nise lojën në një kanal tjetër.
permission-view_channel = Shiko kanalin (View Channel)
permission-send_messages = Dërgo mesazhe (Send Messages)
permission-send_messages_in_threads = Dërgo mesazhe në fije (Send Messages in Threads)
permission-embed_links = Përfshi lidhje (Embed Links)
permission-read_message_history = Lexo historikun e mesazheve (Read Message History)
permission-manage_guild = Menaxho serverin (Manage Server)
permission-create_public_threads = Krijo fije publike (Create Public Threads)
refusal-unknown_action = Ky veprim nuk njihet. Asgjë nuk ndryshoi.
refusal-failed = Diçka shkoi keq nga ana ime; asgjë nuk ndryshoi. Të lutem provo sërish.
refusal-restarting = Boti po riniset; asgjë nuk ndryshoi. Të lutem provo sërish pas pak sekondash.
refusal-player_count = Një lojë ka nevojë për { $min } deri në { $max ->
    [one] { $max } lojtar
   *[other] { $max } lojtarë
  }.
refusal-player_ids = Identifikuesit e lojtarëve nuk mund të jenë bosh.
refusal-player_twice = Çdo lojtar mund të ulet në tavolinë vetëm një herë.
refusal-roller = Zaret nuk mund të hidheshin. Asgjë nuk ndryshoi.
refusal-schema = Gjendja e ruajtur e kësaj loje nuk mund të lexohet.
refusal-unknown_player = Ky lojtar nuk është në këtë lojë.
refusal-no_holds = Te loja 5000 zaret që japin pikë vihen mënjanë vetvetiu: nuk ka asgjë për të mbajtur.
refusal-bad_die = Nuk ka zar { $die }: zaret numërohen nga 1 deri në 5.
refusal-hold_before_roll = Hidh zaret më parë; mund të mbash zare pas hedhjes së parë.
refusal-bad_face = Nuk ka faqe { $face }: një zar tregon nga 1 deri në 6.
refusal-no_such_face = Tani asnjë zar nuk tregon { $face }: zgjidh një faqe që është në tavolinë.
refusal-no_rolls = Nuk ka më hedhje në këtë radhë: zgjidh një kategori për të shënuar.
refusal-bad_box = Nuk ka kategori { $box } në këtë lojë.
refusal-score_before_roll = Hidh zaret para se të shënosh.
refusal-box_filled = Ke shënuar tashmë te { $box }.
refusal-joker = Rregulli i xhokerit: kur Jahti është mbushur, pesë të njëjta duhet të shkojnë te { $boxes }.
refusal-bank_refused = Nuk mund të sigurosh ende: { $reasons }.
refusal-unknown_option = Opsioni “{ $option }” nuk përdoret nga { FORM($game) }: { $known ->
    [none] { FORM($game, form: "gender") ->
        [feminine] ajo nuk ka
       *[masculine] ai nuk ka
      } opsione.
   *[other] opsionet e { FORM($game, form: "gender") ->
        [feminine] saj
       *[masculine] tij
      } janë { $known }.
  }
refusal-bad_option = Opsioni “{ $option }” nuk mund të jetë “{ $value }”: vlerat e lejuara janë { $allowed }.
# A name quoted in a list of names (options that hold «and» themselves)
quoted = “{ $text }”
refusal-timeout_range = Koha e radhës duhet të jetë midis { $min } dhe { $max ->
    [one] { $max } minute
   *[other] { $max } minutash
  }.
list-separator = ,{" "}
list-and = { $rest } dhe { $last }
list-or-separator = ,{" "}
list-or = { $rest } ose { $last }

bank-reason-over = loja ka mbaruar
bank-reason-no_roll = hidh zaret më parë, ende nuk ka asgjë për të siguruar
bank-reason-not_rounded = totali i radhës tënde ({ $points }) mbaron me 50: hidh sërish për ta rrumbullakosur në një shumëfish të { $rounding }
bank-reason-below_entry = të duhen të paktën { $entry ->
    [one] { $entry } pikë
   *[other] { $entry } pikë
  } në një radhë për të hyrë në lojë
bank-reason-below_minimum = të duhen të paktën { $minimum ->
    [one] { $minimum } pikë
   *[other] { $minimum } pikë
  } për të siguruar
bank-reason-joiner = ; dhe{" "}

## Konfirmimet

cancelled-by = Loja u anulua nga { $user }.
bot-added = U shtua një vend për kompjuterin, niveli { $level ->
    [easy] i lehtë
    [optimal] optimal
    [win] «për fitore»
   *[normal] normal
  }.
choose-level = Cili nivel për vendin e kompjuterit?
level-placeholder = Zgjidh një nivel
level-easy = I lehtë — luan me intuitë
level-normal = Normal — luan me mend
level-optimal = Optimal — luan sipas gjasave më të mira
level-name-easy = i lehtë
level-name-normal = normal
level-name-optimal = optimal
level-win = Për fitore — luan për të fituar, jo për pikë
level-name-win = për fitore
settings-saved = Cilësimet e serverit u ruajtën.

## Dhoma e lojës

lobby-title = { $game } — dhoma e lojës
lobby-desc = Ulu në tavolinë, shto vende për kompjuterin, pastaj organizatori shtyp **Nis**.
field-host = Organizatori
field-seats = Lojtarët ({ $seats }) sipas radhës
field-rules = Rregullat në fuqi
nobody = askush ende
btn-join = Bashkohu
btn-leave = Largohu
btn-add-bot = Shto kompjuter
btn-start = Nis
btn-cancel = Anulo
computer-name = 🤖 Kompjuteri { $n } ({ $level })

## Radhët

game-title = { $game } — loja { ID($id) }
turn-line = **Radha:** { $player } — hedhja { $roll } nga 3
turn-line-start = **Radha:** { $player } — gati për të hedhur
turn-line-5000 = **Radha:** { $player }
before-first-roll = Shtyp **Hidh** për të hedhur zaret.
dice-line = ## { $dice }
held-line = **Të mbajtura:** { $held }
keep-help = Prek një faqe ({ $face }) për t’i mbajtur ato zare e për të hedhur të tjerat, ose prek zaret një nga një për t’i mbajtur, pastaj shtyp Hidh.
field-totals = Totalet
total-line = { $marker }{ $player }: **{ $total }**
not-entered = {" "}(ende jashtë)
last-event = E fundit: { $text }
btn-roll = Hidh ({ $left ->
    [one] mbetet { $left }
   *[other] mbeten { $left }
  })
btn-roll-first = Hidh
btn-roll-dice = Hidh { $n ->
    [one] { $n } zar
   *[other] { $n } zare
  }
btn-bank = Siguro { $points }
btn-held = I mbajtur
btn-keep = ×{ $count }
score-placeholder = Shëno…
score-option = { $box } — { $points }
score-option-scratch = { $box } — 0 (fshirje)
set-aside-line = **Mënjanë:** { $dice }
turn-points-line = **Totali i radhës:** { $points }
bank-refused-line = **Nuk mund të sigurosh:** { $reasons }
timeout-played = { $player } e kaloi kohën; radha u luajt për të.

event-roll = { $player } hodhi { $dice }.
event-hold = { $player } mban { $held }.
event-score = { $player } shënoi { $points } te { $box }.
event-yacht_bonus = { $player } fitoi një bonus Jahti (+{ $points })!
event-served_generala = { $player } bëri Generala që në hedhjen e parë!
event-bust = { $player } u dogj dhe humbi { $lost }.
event-bank = { $player } siguroi { $points }.
event-gift = { $from } e kaloi 5000: { $points } { $points ->
    [one] pikë shkon
   *[other] pikë shkojnë
  } te { $to }.
event-gift_lost = { $player } e kaloi 5000: { $points } { $points ->
    [one] pikë humbet
   *[other] pikë humbasin
  }.
event-reset = { $player } u barazua nga një lojtar tjetër dhe bie në 0.
event-hot_dice = Të pesë zaret dhanë pikë për { $player }: hidhen sërish të pesë!

## Fundi i lojës dhe fletët e pikëve

final-title = { $game } — loja { ID($id) } — pikët përfundimtare
cancelled-title = { $game } — loja { ID($id) } — e anuluar
winner-one = 🏆 { $player } fiton me { $total }!
winner-tie = 🏆 Fitore e ndarë: { $players } me { $total }!
served-win = 🏆 { $player } fiton menjëherë me një Generala në hedhjen e parë!
row-upper-bonus = Bonusi i sipërm
row-yacht-bonus = Bonusi i Jahtit
row-total = TOTALI
row-entered = Në lojë
entered-yes = po
entered-no = ende jo
legend = { $label } = { $player }
sheet-seat = L{ $n }
scorecard-title = { $game } — loja { ID($id) } — fleta e pikëve

## Rregullat, renditja, statistikat, cilësimet

rules-title = { $game } — rregullat
field-boxes = Kategoritë
field-options = Opsionet
option-line = **{ $name }**: { $value } (ose { $others }). { $description }
board-title = { $game } — renditja
board-humans = Lojëra vetëm me njerëz
board-computers = Lojëra me vende për kompjuterin
board-empty = ende asnjë lojë e përfunduar
board-line = { $rank }. { $player } — { $wins ->
    [one] { $wins } fitore
   *[other] { $wins } fitore
  } / { $games ->
    [one] { $games } lojë
   *[other] { $games } lojëra
  } ({ $rate }), më e mira { $best }, mesatarja { $mean }
stats-title = Rezultatet e lojtarit
stats-empty = Ende asnjë lojë e përfunduar.
stats-line = { $wins ->
    [one] { $wins } fitore
   *[other] { $wins } fitore
  } / { $games ->
    [one] { $games } lojë
   *[other] { $games } lojëra
  } ({ $rate }), më e mira { $best }, mesatarja { $mean }
stats-field = { $game } — { $mode ->
    [computers] me kompjuterë
   *[humans] kundër njerëzve
  }
settings-title = Cilësimet e serverit
field-default-game = Loja e parazgjedhur
field-default-options = Opsionet e parazgjedhura
field-timeout = Koha e radhës
no-options = asnjë (rregullat zyrtare)
timeout-off = pa kufi
timeout-minutes = { $minutes } min

## Nisja (shkruhet në stderr; ende nuk ka gjuhë të lexuesit)

startup-missing-token = gabim: DISCORD_TOKEN nuk është vendosur. Vendose në mjedis ose në .env (shih .env.example).
startup-bad-setting = gabim: cilësim i pavlefshëm { $name }: { $problem }
startup-bad-token = gabim: Discord e refuzoi token-in ({ $problem }). Kontrollo DISCORD_TOKEN.
startup-no-connection = gabim: Discord nuk arrihet te { $url } ({ $problem }).
startup-bad-database = gabim: DATABASE_URL { $url } nuk mund të përdoret: { $problem }
startup-metrics-port = gabim: metrikat nuk mund të shërbehen në { $host }:{ $port } ({ $problem }). Kontrollo METRICS_HOST dhe METRICS_PORT.
startup-data-dir = gabim: në DATA_DIR { $path } nuk mund të shkruhet ({ $problem }); aty ruhen tabelat e lojtarëve të kompjuterit.
startup-sqlite-shards = gabim: SHARD_IDS { $ids } ekzekuton vetëm një pjesë të shard-eve (SHARD_COUNT { $count }), që do të thotë disa procese; SQLite është për një proces të vetëm. Lëre SHARD_IDS të pacaktuar që të ekzekutohen këtu të gjitha shard-et, ose përdor PostgreSQL.
startup-sqlite-locked = gabim: një proces tjetër po përdor bazën e të dhënave SQLite { $path } (kyçi { $lock }); SQLite është për një proces të vetëm. Ndale atë, ose përdor PostgreSQL.
startup-usage = gabim: argument i panjohur { $argument }. Ekzekuto `python -m bot` për të nisur bot-in, ose `python -m bot sync-commands` për të publikuar komandat e tij me vijë të pjerrët.
commands-published = { $count ->
    [one] u publikua { $count } komandë me vijë të pjerrët
   *[other] u publikuan { $count } komanda me vijë të pjerrët
} { $guild ->
    [none] për të gjithë serverët
   *[other] në serverin { $guild }
}.

## Gjuhët (/yacht language, opsionet e fillimit dhe të cilësimeve)

language-name = Shqip
language-inline = shqip
language-auto = Automatike (gjuha jote në Discord)
language-unset = e pacaktuar (e secilit lexues; përndryshe anglisht)
language-set = Tani e tutje do të të përgjigjem në { $language }.
language-automatic = Automatike: të përgjigjem në gjuhën tënde të Discord kur e kam, përndryshe në atë të serverit. Tani: { $language }.
cmd-language = Zgjidh gjuhën në të cilën të përgjigjem
param-language = Gjuha jote, ose automatike
param-language-game = Gjuha e mesazhit të lojës (parazgjedhje: ajo e serverit, përndryshe jotja)
param-language-server = Gjuha e serverit, për lojërat dhe për lexuesit pa gjuhën e tyre
field-language = Gjuha
refusal-bad_language = Nuk ka gjuhë “{ $language }”: zgjidh një nga { $allowed }.

## Rreshta të ndërtuar nga pjesë

seat-line = { $n }. { $player }
sheet-player = **{ $player }**
sheet-cell = { $label } { $value }

## Emrat e komandave dhe opsioneve (Discord nuk i mbështet ende shqipen)

cmdname-start = fillo
cmdname-rules = rregullat
cmdname-scorecard = fleta
cmdname-leaderboard = renditja
cmdname-stats = statistika
cmdname-cancel = anulo
cmdname-language = gjuha
cmdname-settings = yacht-cilësimet
cmdname-dice = zaret
cmdname-leave = largohu
paramname-game = loja
paramname-user = përdoruesi
paramname-language = gjuha
paramname-default-game = loja_e_parazgjedhur
paramname-turn-timeout = koha_e_radhës

## Vlerat e opsioneve si zgjedhje

value-fixed = gjithmonë 25
value-sum = shuma e zareve
value-face = 4 × numri
value-true = po
value-false = jo
value-standard = standarde
value-one_gap = çdo pesë vlera të ndryshme
value-ace_as_two = 1 mund të zërë vendin e 2

## Hardening: forged clicks, lost lobbies, leaving a running game
cmd-leave = Dil nga loja e këtij kanali (kompjuteri luan në vendin tënd)
refusal-wrong_place = Ky buton nuk i përket asnjë loje këtu. Asgjë nuk ndryshoi.
refusal-lobby_lost = Mesazhi i kësaj dhome humbi; nis një lojë të re me { $command-start }.
refusal-one_choice = Zgjidh saktësisht një mundësi. Asgjë nuk ndryshoi.
refusal-unknown_command = Nuk e njoh këtë komandë (ose nuk ekziston më). Asgjë nuk ndryshoi.
left-game = Dole nga loja; tani e tutje kompjuteri luan në vendin tënd.
lobby-expired = Kjo dhomë u mbyll: askush nuk e nisi lojën në kohë.
## Dice sets, score sheet pictures and the stats chart

dice-set-classic = Klasike
dice-set-casino = Kazino e kuqe
dice-set-wood = Prej druri
dice-set-neon = Neon
dice-set-gold = Të arta
dice-unlock-classic = të të gjithëve që në fillim
dice-unlock-casino = përfundo { $games ->
    [one] një lojë
   *[other] { $games } lojëra
  }
dice-unlock-wood = hidh pesë të njëjta në { $box-game-names }
dice-unlock-neon = fito një lojë me një kompjuter optimal në tavolinë
dice-unlock-gold = siguro { $points } ose më shumë në një radhë të vetme të lojës 5000
cmd-dice = Trego grupet e tua të zareve dhe zgjidh me cilin luan
dice-title = Grupet e tua të zareve
dice-desc = Zaret e tua shfaqen në radhët e tua, për të gjithë në tavolinë. Zhblloko grupe duke luajtur.
dice-owned = ✅ **{ $name }** { $faces }
dice-in-use = ✅ **{ $name }** { $faces } — në përdorim
dice-locked = 🔒 **{ $name }** { $faces } — { $how }
dice-placeholder = Zgjidh zaret e tua
dice-picked = Zaret e tua tani janë: { $name }.
dice-new = 🎉 Zare të reja: { $names }!
dice-off-here = Ky server i ka çaktivizuar grupet e zareve: këtu të gjithë luajnë me zaret klasike.
unlock-line = 🎉 { $player } zhbllokoi zaret «{ $set }»!
refusal-dice_locked = Ende nuk i ke zhbllokuar zaret «{ $set }»: { $how }.
param-cosmetics = Grupe zaresh që lojtarët zhbllokojnë dhe zgjedhin (aktive) ose zare klasike për të gjithë (joaktive)
field-cosmetics = Grupet e zareve
cosmetics-on = aktive
cosmetics-off = joaktive (zare klasike për të gjithë)
sheet-picture-title = { $game } { ID($id) }
picture-in-progress = Radha e { $player }
picture-winner-one = { $player } fiton me { $total }
picture-winner-tie = Fitore e ndarë: { $players } me { $total }
picture-served-win = { $player } fiton me një Generala në hedhjen e parë
picture-computer-name = Kompjuteri { $n } ({ $level })
picture-player = Lojtari { $n }
row-upper-subtotal = Nëntotali i sipërm
row-round = Raundi { $n }
chart-title = { $player }: lojërat e fundit
chart-panel = { $game }: { $count ->
    [one] loja e fundit
   *[other] { $count } lojërat e fundit
  }
chart-optimal = loja optimale { $score }
chart-goal = synimi { $score }
chart-win = fitore
chart-axis = numri i lojës

## Këshilla, analiza dhe revansh (issue 11)

btn-hint = Këshillë
btn-review = Analiza
btn-rematch = Revansh
hints-used-line = 💡 Në këtë lojë u përdorën këshilla.
hint-title = Këshillë — { $game } { ID($id) }
hint-building = Tabela e saktë për këto rregulla po llogaritet ende (disa sekonda): kjo është këshilla e nivelit normal, pa shifra.
hint-do = **{ $action }.**
hint-runner-up = E dyta më e mira: { $action }.
hint-clear = Qartazi më e mira: { $gap } { $gap ->
    [one] pikë
   *[other] pikë
  } më shumë se e dyta.
hint-slight = Pak më e mirë se e dyta, me { $gap } { $gap ->
    [one] pikë
   *[other] pikë
  }.
hint-equal = Pothuajse njësoj: e dyta mbetet vetëm { $gap } { $gap ->
    [one] pikë
   *[other] pikë
  } pas, ndaj secila shkon mirë.
hint-expected = Pikët përfundimtare të pritura: { $best } me këtë zgjedhje, { $next } me të dytën.
hint-expected-one = Pikët përfundimtare të pritura nga këtu: { $best }.
hint-expected-5000 = Pikët që mund të presësh të sigurosh në këtë radhë: { $best } me këtë zgjedhje, { $next } me të dytën.
hint-expected-one-5000 = Pikët që mund të presësh të sigurosh në këtë radhë: { $best }.
hint-clear-chance = Qartazi më e mira: gjasat e saj për të fituar janë { $gap } më të larta se të së dytës.
hint-slight-chance = Pak më e mirë se e dyta: gjasat e saj për të fituar janë { $gap } më të larta.
hint-equal-chance = Pothuajse njësoj: gjasat e së dytës për të fituar janë vetëm { $gap } më të ulëta.
hint-chance = Gjasat për të fituar: { $best } me këtë zgjedhje, { $next } me të dytën.
hint-chance-one = Gjasat për të fituar nga këtu: { $best }.
btn-apply = Zbato
hint-applied = ✅ U krye: lëvizja jote shfaqet te mesazhi i lojës.
dice-group = { $count ->
    [one] zarin me { $face }
    [2] të dyja zaret me { $face }
    [3] të tria zaret me { $face }
    [4] të katër zaret me { $face }
   *[other] të pesë zaret me { $face }
  }
dice-singles = zaret me { $faces }
act-keep = Mbaj { $kept } dhe hidh { $n ->
    [one] një zar
    [2] dy zare
    [3] tri zare
   *[other] katër zare
  }
act-keep-several = Mbaj { $kept }, pastaj hidh { $n ->
    [one] një zar
    [2] dy zare
   *[other] tri zare
  }
act-keep-all = Mbaj të pesë zaret dhe mos hidh më
act-reroll-all = Rihidh të pesë zaret
act-score = { $points ->
    [0] Shëno 0 te { $box } (e sakrifikon)
   *[other] Shëno { $points } te { $box }
  }
act-bank = Siguro { $points } { $points ->
    [one] pikën tënde
   *[other] pikët e tua
  }
act-roll = { $n ->
    [one] Hidh zarin e fundit
    [5] Hidh të pesë zaret
   *[other] Hidh { $n } zaret e mbetura
  }
choice-keep = të mbash { $kept } dhe të hedhësh { $n ->
    [one] një zar
    [2] dy zare
    [3] tri zare
   *[other] katër zare
  }
choice-keep-several = të mbash { $kept }, pastaj të hedhësh { $n ->
    [one] një zar
    [2] dy zare
   *[other] tri zare
  }
choice-keep-all = të mbash të pesë zaret dhe të mos hedhësh më
choice-reroll-all = të rihedhësh të pesë zaret
choice-score = { $points ->
    [0] të shënosh 0 te { $box } (duke e sakrifikuar)
   *[other] të shënosh { $points } te { $box }
  }
choice-bank = të sigurosh { $points } { $points ->
    [one] pikën tënde
   *[other] pikët e tua
  }
choice-roll = { $n ->
    [one] të hedhësh zarin e fundit
    [5] të hedhësh të pesë zaret
   *[other] të hedhësh { $n } zaret e mbetura
  }

review-title = Analiza jote — { $game } { ID($id) }
review-final = **Pikët përfundimtare: { $final }.**
review-expected = Me zare mesatare dhe zgjedhjen më të mirë në çdo hap, një lojë vlen mesatarisht { $expected } { $expected ->
    [one] pikë
   *[other] pikë
  }.
review-expected-5000 = Me zare mesatare dhe zgjedhjet më të mira mes sigurimit dhe hedhjes, radhët e tua do të kishin siguruar mesatarisht { $expected } { $expected ->
    [one] pikë
   *[other] pikë
  }.
review-luck-more = Fati: zaret të dhanë { $luck } { $luck ->
    [one] pikë
   *[other] pikë
  } më shumë se mesatarja.
review-luck-less = Fati: zaret të dhanë { $luck } { $luck ->
    [one] pikë
   *[other] pikë
  } më pak se mesatarja.
review-luck-even = Fati: zaret të dhanë saktësisht mesataren.
review-choices = Zgjedhjet e tua të kushtuan { $lost } { $lost ->
    [one] pikë
   *[other] pikë
  }.
review-choices-none = Zgjedhjet e tua nuk të kushtuan asgjë: secila ishte më e mira.
review-ended = Loja mbaroi para kohe (Generala në hedhjen e parë): kategoritë që nuk i luajte morën me vete { $ended } { $ended ->
    [one] pikë
   *[other] pikë
  } nga rezultati i pritur.
review-ended-5000 = Sigurimet e të tjerëve (dhurata dhe rënie në 0) ta ndryshuan totalin me { $ended }.
review-details = Në shifra: { $final } = { $expected } (mesatarja) { $luck } (fati) { $choices } (zgjedhjet)
review-details-ended = Në shifra: { $final } = { $expected } (mesatarja) { $luck } (fati) { $choices } (zgjedhjet) { $ended } ({ $reason ->
    [served] mbarimi para kohe
   *[table] dhurata dhe rënie në 0
  })
review-accuracy = **Saktësia { $accuracy }**: zgjedhja më e mirë në { $best } nga { $decisions } { $decisions ->
    [one] vendim
   *[other] vendime
  }; { $mistakes ->
    [one] 1 gabim
   *[other] { $mistakes } gabime
  }, { $blunders ->
    [one] 1 gabim i rëndë
   *[other] { $blunders } gabime të rënda
  }.
review-no-decisions = Në këtë lojë nuk pati vendime të vërteta për t’u vlerësuar.
review-auto = { $count ->
    [one] 1 vendim u mor
   *[other] { $count } vendime u morën
  } për ty kur të mbaroi koha.
review-costly-title = Vendimet më të kushtueshme
review-costly = { $rank }. { $when } — zgjedhja jote: { $did }. Më e mira: { $best } ({ $cost } { $cost ->
    [one] pikë
   *[other] pikë
  } më shumë). { $why }
review-when = Radha { $turn }, { $dice }, { $rolls ->
    [0] asnjë hedhje e mbetur
    [one] 1 hedhje e mbetur
   *[other] { $rolls } hedhje të mbetura
  }
review-when-5000 = Raundi { $turn }, { $dice }, { $points } { $points ->
    [one] pikë
   *[other] pikë
  } në këtë radhë
why-roll-on = Me { $n } { $n ->
    [one] zar
   *[other] zare
  } për të hedhur, të vazhdosh të hedhësh siguron mesatarisht më shumë.
why-bank = Të vazhdoje të hedhësh rrezikonte { $points ->
    [one] pikën
   *[other] { $points } pikët
  } e kësaj radhe.
why-scratch = Një 0 te { $box } e humb atë kategori për pjesën tjetër të lojës.
why-more-now = { $box } jepte menjëherë { $points } { $points ->
    [one] pikë
   *[other] pikë
  } më shumë.
why-save-box = { $box } vlen më shumë më vonë: ishte më mirë ta ruaje për një hedhje më të fortë.
why-stop = { $points } { $points ->
    [one] pikë
   *[other] pikë
  } te { $box } tani vlenin më shumë se shanset e një hedhjeje tjetër.
why-roll-again = Në atë moment, një hedhje tjetër kishte shanse më të mira se të shënoje te { $box }.
why-keep-more = Të mbaje më shumë zare jepte shanse më të mira.
why-keep-fewer = Të rihidhje më shumë zare jepte shanse më të mira.
why-other-dice = Ato zare synojnë një kombinim më të mirë.
review-clean = Asnjë vendim i kushtueshëm: çdo zgjedhje ishte më e mira.
review-definitions = Saktësia = pjesa e vendimeve (momente me zgjedhje me vlera të ndryshme) ku bëre zgjedhjen më të mirë. Gabim: kushton nga { $mistake } deri në { $blunder ->
    [one] { $blunder } pikë
   *[other] { $blunder } pikë
  }; gabim i rëndë: { $blunder } ose më shumë.


refusal-hint_not_your_turn = Këshillat janë për lojtarin që e ka radhën ({ $player }).
refusal-hints_off = Këshillat janë të çaktivizuara në këtë server.
refusal-review_not_finished = Analiza bëhet gati kur të mbarojë loja.
refusal-review_no_log = Kjo lojë u luajt para se të regjistroheshin lëvizjet, ndaj nuk mund të analizohet.
refusal-rematch_not_finished = Revanshi mund të hapet kur të mbarojë loja.
refusal-bad_hints = Këshillat mund të jenë { $allowed }, jo “{ $value }”.
param-hints = Këshilla: aktive; aktive por lojërat me këshilla nuk hyjnë në renditje; ose joaktive
field-hints = Këshilla
hints-setting-on = aktive
hints-setting-unranked = aktive (lojërat me këshilla nuk hyjnë në renditje)
hints-setting-off = joaktive

# Opsioni `rregullat` i /yacht start dhe /yacht-settings: grupe rregullash të emërtuara sipas ndryshimeve.
option-name-full_house = Shtëpia e plotë
option-name-yacht_bonus = Jahte shtesë dhe xhokerë
option-name-four_of_a_kind = Katër të një lloji
option-name-double_generala = Generala e dyfishtë
option-name-generala_points = Pikët e Generalës
option-name-double_generala_points = Pikët e Generalës së dyfishtë
option-name-served_bonus = Bonusi i hedhjes së parë
option-name-served_generala_wins = Generala në hedhjen e parë fiton
option-name-straight = Shkalla

# Short words of an option's change (a rules suggestion whose changes by name are too
# long for Discord's 100 characters); $value is the value as typed (yes/no as true/false)
option-short-full_house = { $value ->
    [sum] Shtëpia e plotë: shuma
   *[other] Shtëpia e plotë: 25
}
option-short-yacht_bonus = { $value ->
    [false] pa Jahte shtesë
   *[other] me Jahte shtesë
}
option-short-four_of_a_kind = { $value ->
    [sum] Katër të një lloji: shuma
   *[other] Katër të një lloji: 4 × numri
}
option-short-double_generala = { $value ->
    [false] pa të dyfishtë
   *[other] me Generalë të dyfishtë
}
option-short-generala_points = Generala { $value }
option-short-double_generala_points = e dyfishta { $value }
option-short-served_bonus = hedhja e parë +{ $value }
option-short-served_generala_wins = { $value ->
    [false] pa fitore në hedhjen e parë
   *[other] Generala në hedhjen e parë fiton
}
# both served options changed, said once
option-short-served = hedhja e parë: +{ $bonus }, { $wins ->
        [false] nuk fiton
       *[other] fiton
    }
option-short-straight = { $value ->
    [one_gap] Shkalla: çdo 5 vlera
    [ace_as_two] Shkalla: 1 në vend të 2
   *[other] Shkallë standarde
}
param-rules = Rregullat: zgjidh një sugjerim (shkruaj një fjalë të rregullit që kërkon)
param-rules-server = Rregullat e parazgjedhura të një loje: zgjidh një sugjerim (shkruaj një fjalë për ta gjetur)
paramname-rules = rregullat
paramname-hints = këshillat
paramname-cosmetics = grupet_e_zareve
paramname-play-in = luaj_në
preset = { $game } — { $rules }
preset-standard = rregullat standarde
preset-change = { $option }: { $value }
options-how = Caktohen me opsionin { $parameter-rules } të { $command-start }: zgjidh një nga sugjerimet e tij, për shembull «{ $example }».
refusal-bad_rules = “{ $word }” nuk është rregull i kësaj loje: zgjidh një nga sugjerimet (shkruaj një fjalë të rregullit që kërkon, siç e emërton { $command-rules }).
refusal-rules_two_games = Këto rregulla përmendin dy lojëra, { $game } dhe { $other }: mbaj vetëm njërën.
refusal-option_twice = Opsioni “{ $option }” është dhënë dy herë.
refusal-rules_other_game = Këto janë rregulla të { FORM($other, form: "genitive") }, por loja e zgjedhur është { FORM($game) }.
refusal-no_such_option = Asnjë lojë nuk ka opsionin “{ $option }”: opsionet janë { $known }.

## Ku luhen lojërat (/yacht-settings play_in) dhe tabela gjithmonë në pamje
param-play-in = Ku luhen lojërat: në kanal (tabela mbahet në fund) ose secila në një fije të vetën
play-in-channel = në kanal
play-in-thread = në një fije për çdo lojë
field-play-in = Lojërat luhen
refusal-bad_play_in = Lojërat mund të luhen { $allowed }, jo “{ $value }”.
thread-name = { $game } { ID($id) }
thread-fallback = Kjo lojë nuk ka fije: këtu duhen lejet { permission-create_public_threads } dhe { permission-send_messages_in_threads }, ndaj luhet në kanal.
playing-in-thread = ▶ Loja luhet në { $thread }.
game-moved = ▶ Loja vazhdon këtu: { $link }

## Besueshmëria: zare të verifikueshme, /yacht forget-me, kufijtë e serverit (issue 24)
dice-proof-sent = Loja { ID($id) }: fara, çdo hedhje dhe çdo lëvizje. Kontrolloji me `python tools/verify_dice.py { $file }` (si funksionon: docs/fairness.md).
refusal-proof_not_over = Fara e zareve mbetet sekrete derisa të mbarojë loja.
refusal-proof_unverifiable = Kjo lojë nuk ka provë zaresh: u luajt përpara se zaret të bëheshin të verifikueshme.
former-player = Ish-lojtari { $n }
cmd-forget-me = Fshi atë që ruan ky bot për ty (të pyet më parë)
cmdname-forget-me = më-harro
forget-title = Të fshihen të dhënat e tua?
forget-question = Kjo fshin gjuhën tënde, zgjedhjen nëse të përmend kur të vjen radha, atë për hedhjen automatike, grupet e tua të zareve dhe grupin me të cilin luan, dhe heq emrin tënd nga çdo lojë që ke luajtur: vendet dhe pikët e tua mbeten, që lojërat e të tjerëve të dalin saktë, por nuk të përmendin më, dhe del nga renditjet. Nuk mund të zhbëhet. Mesazhet e postuara tashmë në kanale mbeten siç janë.
btn-forget-confirm = Fshiji të dhënat e mia
btn-forget-keep = Mbaji
forget-kept = Nuk u fshi asgjë.
forget-done = { $games ->
    [0] U krye: asgjë që ruan ky bot nuk të përmend më.
    [one] U krye: asgjë që ruan ky bot nuk të përmend më; një lojë tani tregon një ish-lojtar në vendin tënd.
   *[other] U krye: asgjë që ruan ky bot nuk të përmend më; { $games } lojëra tani tregojnë një ish-lojtar në vendin tënd.
  }
refusal-forget_seated = Ke ende një vend në një lojë ({ $channel }): dil prej saj me { $command-leave } (ose prit të mbarojë), pastaj pyet sërish.
refusal-forget_not_yours = Kjo pyetje nuk është për ty: përdor vetë { $command-forget-me }.
refusal-forget_expired = Kjo pyetje ka skaduar: përdor sërish { $command-forget-me }.
refusal-cap_lobbies = { $limit ->
    [one] Ky server ka tashmë një dhomë të hapur: bashkohu në të ose prit derisa të fillojë ose të mbyllet.
   *[other] Ky server ka tashmë { $limit } dhoma të hapura: bashkohu në njërën ose prit derisa ndonjëra të fillojë ose të mbyllet.
  }
refusal-cap_games = { $limit ->
    [one] Ky server ka tashmë një lojë në zhvillim: prit derisa të mbarojë.
   *[other] Ky server ka tashmë { $limit } lojëra në zhvillim: prit derisa ndonjëra të mbarojë.
  }
refusal-cap_member_lobbies = { $limit ->
    [one] Ti organizon tashmë një dhomë të hapur në këtë server: nise ose anuloje më parë.
   *[other] Ti organizon tashmë { $limit } dhoma të hapura në këtë server: nis ose anulo njërën prej tyre më parë.
  }

## Sfida e ditës dhe aftësia (issue 21)

cmdname-daily = ditore
cmd-daily = Sfida e sotme: të njëjtat zare për të gjithë, luhet privatisht
paramname-by = sipas
param-by = Çfarë rendit tabela
board-by-wins = fitoret dhe rezultatet
board-by-daily = sfida e ditës
board-by-skill = aftësia (pikë të humbura në vendime)
paramname-daily-game = loja_e_ditës
param-daily-game = Loja e sfidës së ditës në këtë server
field-daily-game = Sfida e ditës
daily-title = Sfida e ditës — { $game } — { $day }
daily-score = Rezultati yt: { $score }
daily-private = Këtë lojë e sheh vetëm ti, dhe sot të gjithë marrin të njëjtat zare. Nëse butonat nuk përgjigjen më, { $command-daily } ta kthen lojën.
daily-new = Sfida e sotme: një përpjekje e vetme, të njëjtat zare për të gjithë. Paç fat!
daily-resumed = Sfida jote e ditës vazhdon aty ku e lashe.
daily-done-before = E ke luajtur tashmë sfidën e sotme: ky është rezultati yt.
daily-moved = Ai mesazh kishte skaduar: sfida jote e ditës vazhdon këtu.
daily-end-score = **Rezultati yt: { $score }**
daily-end-skill = Aftësia: humbja nga vendimet { $lost }, saktësia { $accuracy }.
daily-end-skill-no-decisions = Aftësia: humbja nga vendimet { $lost }; nuk pati asnjë vendim të vërtetë për t’u vlerësuar.
daily-end-luck = Fati: { $luck }; mesatarja e ditës: { $average } ({ $players ->
    [one] 1 lojtar
   *[other] { $players } lojtarë
  }).
daily-end-unreviewed = Analiza jote nuk është gati ende: { $command-daily } do ta tregojë më vonë.
daily-end-turns = Radhët e tua: { $marks }
daily-end-legend = 🟩 lëvizja më e mirë · 🟨 pak humbje · 🟧 gabim · 🟥 gabim i rëndë
btn-share = Shpërndaj
daily-share = { $player } — { FORM($game) } { FORM($game, form: "gender") ->
    [feminine] e
   *[masculine] i
  } ditës, { $day }: { $score ->
    [one] 1 pikë
   *[other] { $score } pikë
  }, humbja nga vendimet { $lost } { $marks }
daily-share-unreviewed = { $player } — { FORM($game) } { FORM($game, form: "gender") ->
    [feminine] e
   *[masculine] i
  } ditës, { $day }: { $score ->
    [one] 1 pikë
   *[other] { $score } pikë
  }
daily-board-title = Sfida e ditës — { $game } — { $day }
daily-board-today = Sot
daily-board-week = Më të mirët e javës
daily-board-hidden = Luaj më parë { $command-daily }: rezultatet e sotme shfaqen pasi të kesh luajtur.
daily-board-line = { $rank }. { $player } — { $score ->
    [one] 1 pikë
   *[other] { $score } pikë
  } (humbja nga vendimet { $lost })
daily-board-line-unreviewed = { $rank }. { $player } — { $score ->
    [one] 1 pikë
   *[other] { $score } pikë
  }
daily-board-week-line = { $rank }. { $player } — { $score ->
    [one] 1 pikë
   *[other] { $score } pikë
  } (humbja nga vendimet { $lost }), { $day }
daily-board-week-line-unreviewed = { $rank }. { $player } — { $score ->
    [one] 1 pikë
   *[other] { $score } pikë
  }, { $day }
skill-board-title = { $game } — aftësia
skill-board-line = { $rank }. { $player } — humbja për lojë: { $lost }, në { $games ->
    [one] 1 lojë
   *[other] { $games } lojëra
  }, saktësia { $accuracy }
skill-board-empty = Askush nuk ka ende { $minimum ->
    [one] 1 lojë të renditur
   *[other] { $minimum } lojëra të renditura
  }.
skill-board-rules = Pikë të humbura në vendime për lojë, sipas analizës së zgjidhësit të saktë (pa ndikimin e fatit), në { $window ->
    [one] lojën e fundit të renditur
   *[other] { $window } lojërat e fundit të renditura
  } të çdo lojtari; shfaqen lojtarët me të paktën { $minimum ->
    [one] 1 lojë të renditur
   *[other] { $minimum } lojëra të renditura
  }. Sa më pak, aq më mirë. Renditen sfidat e ditës dhe lojërat solo pa këshilla; edhe lojërat kundër të tjerëve analizohen, por nuk hyjnë në këtë tabelë.
skill-board-season-rules = Pikë të humbura në vendime për lojë, sipas analizës së zgjidhësit të saktë (pa ndikimin e fatit), në lojërat e renditura të çdo lojtari gjatë sezonit; shfaqen lojtarët me të paktën { $minimum ->
    [one] 1 lojë të renditur
   *[other] { $minimum } lojëra të renditura
  }. Sa më pak, aq më mirë. Renditen sfidat e ditës dhe lojërat solo pa këshilla; edhe lojërat kundër të tjerëve analizohen, por nuk hyjnë në këtë tabelë.
stats-skill = Aftësia në { $game }: humbja nga vendimet për lojë { $lost }, në { $games ->
    [one] lojën e fundit të renditur
   *[other] { $games } lojërat e fundit të renditura
  }
stats-skill-unranked = { $game } kundër të tjerëve (pa renditje): humbja nga vendimet për lojë { $lost }, në { $games ->
    [one] 1 lojë
   *[other] { $games } lojëra
  }
chart-skill-panel = { $game }: humbjet nga vendimet, { $count ->
    [one] loja e fundit
   *[other] { $count } lojërat e fundit
  }
chart-skill-aim = loja e përsosur 0
refusal-daily_in_channel = Sfida e ditës luhet vetëm në mesazhe private. Asgjë nuk ndryshoi.
refusal-daily_forged = Ky buton nuk i përket sfidës së asaj dite. Asgjë nuk ndryshoi.
refusal-daily_not_yours = Kjo sfidë e ditës është e dikujt tjetër. Asgjë nuk ndryshoi.
refusal-daily_shared = E ke shpërndarë tashmë këtë sfidë të ditës.
refusal-daily_not_over = Mbaro më parë sfidën tënde të ditës, pastaj shpërndaje.
refusal-not_daily = Kjo nuk është sfidë e ditës.
refusal-daily_off = Sfida e ditës nuk është e disponueshme tani.
refusal-bad_board = Nuk ka tabelë “{ $value }”: tabelat janë { $allowed }.

# Radhë që u arrijnë lojtarëve (issue 17)
computer-thinking = { $player } po mendon…
turn-deadline = ⏳ { $shown ->
    [relative] Koha për këtë radhë mbaron { $time }.
   *[clock] Koha për këtë radhë mbaron në orën { $time }.
  }
rank-line = { $place }. { $player } — { $total }
score-option-scratch-desc = Fshirje: kjo kategori merr 0.
turn-ping = { $player }, e ke radhën në lojën { $game } { ID($id) }: { $link }
cmdname-pings = njoftimet
cmd-pings = Zgjidh nëse të përmend kur të vjen radha
paramname-pings = njoftimet
param-pings = Aktive, joaktive, ose si vendos çdo server
pings-choice-on = Aktive
pings-choice-off = Joaktive
pings-choice-auto = Si vendos çdo server
pings-set-on = Do të të përmend një herë kur të vjen radha, nëse pas pak kohe nuk ke luajtur.
pings-set-off = Nuk do të të përmend kur të vjen radha.
pings-set-auto = Çdo server vendos nëse të përmend kur të vjen radha.
param-pings-server = Përmend lojtarin që e nis radhën pas radhës së një tjetri (çdo lojtar mund ta çaktivizojë)
paramname-ping-grace = pritja_e_njoftimit
param-ping-grace = Sekondat që një radhë mund të presë para se të përmendet lojtari i saj (0-600)
field-pings = Njoftimet e radhës
pings-setting-on = aktive, pas { $seconds ->
    [one] { $seconds } sekonde
   *[other] { $seconds } sekondash
  }
pings-setting-off = joaktive
refusal-bad_pings = Njoftimet mund të jenë { $allowed }, jo “{ $value }”.
refusal-grace_range = Pritja para një njoftimi duhet të jetë midis { $min } dhe { $max ->
    [one] { $max } sekonde
   *[other] { $max } sekondash
  }.
refusal-not_invited = Ky buton është për lojtarët e ftuar në këtë revansh; shtyp **Bashkohu** për të zënë një vend të lirë.
btn-confirm = Jam brenda
seat-invited = { $player } (i ftuar, ende pa konfirmuar)
cmdname-auto-roll = hedhje-automatike
cmd-auto-roll = Zgjidh nëse e bëj unë për ty hedhjen e parë të çdo radhe tënde
paramname-auto-roll = hedhje_automatike
param-auto-roll = Aktive, joaktive, ose si vendos çdo server
auto-roll-choice-on = Aktive
auto-roll-choice-off = Joaktive
auto-roll-choice-auto = Si vendos çdo server
auto-roll-set-on = Kur të vjen radha, do t'i hedh unë zaret për ty: e nis radhën me hedhjen e parë të bërë.
auto-roll-set-off = Për të nisur çdo radhë do të shtypësh **Hidh**.
auto-roll-set-auto = Çdo server vendos nëse e bëj unë për ty hedhjen e parë të radhëve të tua.
param-auto-roll-server = Bëj për çdo lojtar hedhjen e parë të radhës së tij (çdo lojtar mund ta çaktivizojë)
field-auto-roll = Hedhja automatike
auto-roll-setting-on = aktive: çdo radhë nis me zaret tashmë të hedhura
auto-roll-setting-off = joaktive: çdo radhë nis duke shtypur Hidh
refusal-bad_auto_roll = Hedhja automatike mund të jetë { $allowed }, jo “{ $value }”.
help-auto-roll = Hedhja automatike: radha jote nis me zaret tashmë të hedhura (në atë hedhje s'ka asgjë për të vendosur); { $command-auto-roll } e çaktivizon ose e aktivizon për ty.
cmdname-help = ndihmë
cmd-help = Si luhet, çfarë bën çdo buton dhe komandat
help-title = Si luhet
help-intro = Lojëra me pesë zare për gjithë tavolinën, një mesazh për çdo lojë:
help-game = **{ $game }**: { $summary }
help-how-title = Një lojë
help-how = Hap një tavolinë me { $command-start }; të tjerët shtypin **Bashkohu**, organizatori mund të shtojë vende për kompjuterin, pastaj shtyp **Nis**. Të gjithë luajnë me radhë në të njëjtin mesazh; kur të vjen radha, të përmend një herë nëse nuk luan për pak kohë. Në fund shfaqen të gjitha totalet, dhe **Revansh** e mbledh sërish të njëjtën tavolinë.
help-controls-title = Butonat
help-control-join = **Bashkohu** / **Largohu**: zër një vend në dhomën e lojës, ose lëre.
help-control-confirm = **Jam brenda**: zër vendin që të ruajti revanshi.
help-control-add-bot = **Shto kompjuter**: organizatori shton një vend për kompjuterin (i lehtë, normal ose optimal).
help-control-start = **Nis** / **Anulo**: organizatori e nis lojën, ose e mbyll.
help-control-roll = **Hidh**: hidh zaret (deri në tri herë për radhë te lojërat me kategori).
help-control-dice = **Zaret**: kliko një zar për ta mbajtur mes hedhjeve; kliko sërish për ta lëshuar.
help-control-keep = **Një faqe** (⚄ ×3): mban të gjitha zaret që e tregojnë dhe hedh të tjerat, me një prekje të vetme.
help-control-score = **Shëno…**: zgjidh kategorinë që mbush; së pari ato që japin pikë, nga më shumë te më pak, pastaj fshirjet (0).
help-control-pick = **Një kategori me pikët e saj**: shënoje me një prekje (ato që japin më shumë tani); **Shëno…** tregon të gjitha kategoritë.
help-control-bank = **Siguro** (5000): mbaj pikët e kësaj radhe; **Hidh** i rrezikon me zaret që mbeten.
help-control-hint = **Këshillë**: privatisht, lëvizjet më të mira nga këtu dhe sa vlen secila.
help-control-review = **Analiza**: pas lojës, privatisht, vendimet që të kushtuan më shumë.
help-control-rematch = **Revansh**: një dhomë e re me të njëjtët lojtarë dhe vende kompjuteri.
help-commands-title = Komandat
help-command = { $command }: { $description }
help-pings = Njoftimet: { $command-pings } i çaktivizon ose i aktivizon për ty; çdo server cakton parazgjedhjen dhe sa pres.
help-ranking = Renditjet e aftësisë numërojnë vetëm lojërat solo dhe ditore të luajtura pa këshilla.

## Win chances on the board (issue 34)
chances-line = 🎯 Gjasat për të fituar: { $chances }
chance-of = { $player } { $chance }
chance-below = nën { $percent }
chance-above = mbi { $percent }
paramname-win-chances = gjasat_e_fitores
param-win-chances = Shfaq në tabelë gjasat e secilit lojtar për të fituar, në lojërat me dy ose më shumë lojtarë
field-win-chances = Gjasat për të fituar në tabelë
win-chances-setting-on = të shfaqura
win-chances-setting-off = të fshehura

## Lojë kudo: grupe private, mesazhe private dhe serverë pa botin

btn-resume = Vazhdo
board-paused = ⏸ Në pauzë: këtu vetëm një klikim më lejon ta përditësoj tabelën. Shtyp **Vazhdo** për të vazhduar.
refusal-external_apps_off = Ky server i shfaq vetëm privatisht aplikacionet nga llogaritë e anëtarëve, prandaj këtu nuk mund të luhet një lojë publike. Provo në një grup privat, ose kërkoji serverit ta shtojë botin.
param-game-timeout = Minuta për radhë para se të luhet për lojtarin (jashtë serverëve me botin)
board-title-chat = { $game } — renditja e kësaj bisede
stats-everywhere = Kudo
stats-place = { $place }: { $wins ->
    [one] { $wins } fitore
   *[other] { $wins } fitore
  } / { $games ->
    [one] { $games } lojë
   *[other] { $games } lojëra
  }
place-all = Gjithsej
place-servers = Serverët
place-chats = Grupet private
place-dms = Mesazhet private
refusal-forged = Kjo nuk erdhi nga Discord si duhet. Asgjë nuk ndryshoi.

## The table's last rough edges (issue 35, parts 2–5)

rematch-asked = 🔁 { $asker } kërkoi revansh me të njëjtën tavolinë.
rematch-you-in = { $count ->
    [one] { $players }: ti je brenda.
   *[other] { $players }: ju jeni brenda.
}
rematch-confirm = { $count ->
    [one] { $players }: shtyp **Jam brenda** për të zënë vendin tënd.
   *[other] { $players }: shtypni **Jam brenda** për të zënë vendet tuaja.
}
rematch-host-starts = { $host }: je brenda dhe je organizatori, ndaj shtyp **Nis** kur tavolina të jetë gati.
ping-moved = { $player }: loja { $game } { ID($id) } u zhvendos këtu: { $link }
ping-moved-away = { $player }: loja { $game } { ID($id) } vazhdon në { $channel }.
btn-fair-dice = Zare të ndershme
fair-dice-secret = 🎲 Zaret e kësaj loje vijnë nga një farë e zgjedhur rastësisht në fillim dhe e mbajtur sekret deri në fund. Gjurma e saj SHA-256, e pandryshuar që nga fillimi: { $hash }
    Kur të mbarojë loja, **Zare të ndershme** tregon farën: kushdo mund të kontrollojë që ajo ka këtë gjurmë dhe që prej saj doli çdo hedhje.
fair-dice-revealed = 🎲 Fara e zareve: { $seed }
    Gjurma e saj SHA-256 është ajo që kjo lojë kishte që nga fillimi: { $hash }
daily-end-solver = Zgjidhësi i saktë e luajti edhe ai sfidën e sotme dhe bëri { $score }. Çdo radhë nis me të njëjtën hedhje për të gjithë, por zgjedhjet e tij ndryshojnë nga të tuat, ndaj ndryshojnë edhe rihedhjet që vijnë pas tyre.
help-control-keep-several = **Zare bashkë** (⚁⚁⚄⚄, ⚀⚁⚂⚃): dy çifte, ose një zar nga çdo faqe drejt shkallës, i mban me një prekje dhe hedh të tjerat.

## Sezonet dhe vlerësimi mes lojtarëve

paramname-season = sezoni
param-season = Sezoni i tanishëm nëse e lë bosh, një i kaluar me numrin e tij, ose «{ season-all-word }» për gjithë kohën
season-all-word = të gjitha
board-season = Sezoni { $number } ({ $length })
board-all-time = Gjithë koha
season-monthly = mujor
season-weekly = javor
season-quarterly = tremujor
season-off = pa sezone
board-by-rating = vlerësimi (kundër lojtarëve të tjerë)
rating-board-title = { $game } — vlerësimi
rating-board-line = { $rank }. { $player } — { $rating } ({ $games ->
    [one] { $games } lojë e vlerësuar
   *[other] { $games } lojëra të vlerësuara
  })
rating-board-rules = Vlerësimi i OpenSkill minus tri herë pasiguria e tij, vetëm nga lojërat kundër njerëzve të tjerë (pa kompjuterët); shfaqen lojtarët me { $minimum ->
    [one] 1 lojë të vlerësuar
   *[other] { $minimum } lojëra të vlerësuara
  } ose më shumë.
refusal-rating_nobody = Askush këtu nuk ka ende { $minimum ->
    [one] 1 lojë të vlerësuar
   *[other] { $minimum } lojëra të vlerësuara
  }. Llogaritet çdo lojë e përfunduar mes dy ose më shumë njerëzve (pa kompjuterët).
refusal-season_off = Ky server nuk ka sezone: hiqe sezonin, ose kërko «{ season-all-word }».
refusal-season_unknown = Nuk ka sezon «{ $season }»: sezonet numërohen nga 1 deri te { $current }, i tanishmi, ose «{ season-all-word }» për gjithë kohën.
refusal-bad_season = Sezonet mund të jenë { $allowed }, jo «{ $value }».
refusal-rating_minimum_range = Minimumi i tabelës së vlerësimit duhet të jetë midis { $min } dhe { $max ->
    [one] { $max } loje të vlerësuar
   *[other] { $max } lojërash të vlerësuara
  }.
season-post-title = Sezoni { $number } ({ $length }) mbaroi
season-post-game = { $game }: kampionët
season-post-place = { $rank }. { $player } — { $wins ->
    [one] { $wins } fitore
   *[other] { $wins } fitore
  } / { $games ->
    [one] { $games } lojë
   *[other] { $games } lojëra
  }
season-post-best-skill = Aftësia më e mirë
season-post-skill = { $player }, { $game }: { $lost ->
    [one] { $lost } pikë
   *[other] { $lost } pikë
  } të humbura në vendime për lojë
season-post-most-improved = Përmirësimi më i madh
season-post-improved = { $player }, { $game }: vlerësimi u rrit me { $gained }
season-post-empty = Askush nuk përfundoi asnjë lojë këtë sezon.
stats-mark-champion = 🏆 Kampion i sezonit { $number }, { $game }
stats-mark-place = Sezoni { $number }: vendi { $place } nga { $players }, { $game }
stats-rating = Vlerësimi në { $game }: { $rating } ({ $games ->
    [one] { $games } lojë e vlerësuar
   *[other] { $games } lojëra të vlerësuara
  })
paramname-season-channel = kanali_sezonit
paramname-rated-hints = vlerëso_me_këshilla
paramname-rating-minimum = minimumi_vlerësimit
param-season-length = Sa zgjat një sezon (kalendari UTC), ose pa sezone
param-season-channel = Ku njoftohet fundi i çdo sezoni
param-rated-hints = A e ndryshojnë vlerësimin lojërat ku dikush përdori këshilla
param-rating-minimum = Lojërat e vlerësuara që i duhen një lojtari për të dalë në tabelën e vlerësimit
field-season = Sezonet
season-setting-posted = { $length }, njoftohen në { $channel }
field-rating = Vlerësimi
rating-setting = në tabelë nga { $minimum ->
    [one] 1 lojë e vlerësuar
   *[other] { $minimum } lojëra të vlerësuara
  }; { $hints }
rating-hints-on = lojërat me këshilla vlerësohen
rating-hints-off = lojërat me këshilla nuk vlerësohen
chart-rating-panel = { $game }: vlerësimi dhe pasiguria e tij, { $count ->
    [one] loja e fundit e vlerësuar
   *[other] { $count } lojërat e fundit të vlerësuara
  }
chart-rating-axis = numri i lojës së vlerësuar
rating-board-at = { $season }: siç ishte në fund të tij
refusal-season_not_here = Tabela «{ $board }» nuk ka sezone: hiqe sezonin.
standings-title = { $game } — { $season }: renditja
standings-wins = Fitore
standings-games = Lojëra
standings-best = Rezultati më i mirë
standings-mean = Rezultati mesatar
standings-skill = Aftësia (pikë të humbura)
standings-rating = Vlerësimi

## The web pages (bot.web)

web-site = Jahti në Discord
web-skip = Kalo te përmbajtja
web-language = Gjuha
web-games = Lojërat
web-boards = Renditjet
web-title-leaderboard = Renditja: { $game }
web-board-wins = Fitore
web-board-points = Pikë
web-board-skill = Aftësi
web-col-player = Lojtari
web-col-game = Loja
web-col-games = Lojëra
web-col-wins = Fitore
web-col-best = Më e mira
web-col-mean = Mesatarja
web-col-lost = Pikë të humbura për lojë
web-col-box = Kategoria
web-empty = Ende asnjë lojë e përfunduar.
web-player = Lojtari { $n }
web-former-player = një ish-lojtar
web-computer = Kompjuteri { $n } ({ $level })
web-player-description = { $games ->
    [one] { $games } lojë e përfunduar
   *[other] { $games } lojëra të përfunduara
}
web-records = Rezultatet
web-win-rate = Përqindja e fitoreve
web-skill = Pikë të humbura nga vendimet, lojë pas loje
web-recent = Lojërat e fundit
web-won = fitoi
web-not-won = nuk fitoi
web-title-replay = Rishfaqja: { $game }
web-replay-description = { $players ->
    [one] { $players } lojtar
   *[other] { $players } lojtarë
  }, { $moves ->
    [one] { $moves } lëvizje
   *[other] { $moves } lëvizje
  }, secila e gjykuar nga zgjidhësi i saktë
web-scrubber = Lëvizja
web-moves = Lëvizjet
web-first = E para
web-previous = E mëparshmja
web-next = Tjetra
web-last = E fundit
web-start = Para hedhjes së parë
web-move = Lëvizja { $n } nga { $total }
web-rolled = { $player } hodhi.
web-scored = { $player } shënoi { $points } te { $box }.
web-banked = { $player } siguroi { $points }.
web-before = Zaret para:
web-after = Zaret pas:
web-held = i mbajtur
web-verdict-best = Zgjedhja më e mirë.
web-verdict-cost = Kushtoi { $cost } { $cost ->
    [one] pikë
   *[other] pikë
  }. Më e mira: { $best }.
web-verdict-none = Nuk është vendim që zgjidhësi e vlerëson.
web-best-keep = mbaj { $dice } dhe hidh të tjerat
web-best-score = shëno te { $box }
web-best-roll = hidh
web-best-bank = siguro
web-total = Gjithsej
web-action-roll = hedhje
web-action-score = shënim
web-action-bank = sigurim
web-against = Kundërshtarët
web-against-people = Kundër njerëzve
web-against-computers = Me kompjuterë
btn-replay = Rishfaqja në ueb
btn-daily-page = Renditja e ditës në ueb
web-title-daily = Sfida e ditës: { $game }, { $day }
web-daily-description = Renditja e sfidës së ditës, e hapur vetëm për ata që e kanë luajtur.
web-daily-yours = Rezultati yt
web-daily-board = Renditja e ditës
web-daily-you = (ti)
web-col-lost-daily = Pikë të humbura nga vendimet
web-refused-title-forged = Kjo lidhje nuk është e vlefshme
web-refused-forged = Këtë lidhje nuk e krijoi boti, ose dikush e ka ndryshuar. Hap sfidën tënde të ditës në Discord për të marrë lidhjen tënde.
web-refused-title-expired = Kjo lidhje ka skaduar
web-refused-expired = Lidhja për renditjen e ditës vlen për një javë. Hap sërish sfidën tënde të ditës në Discord për të marrë një të re.
web-refused-title-gone = Këtu nuk ka renditje të ditës
web-refused-gone = Kjo lidhje nuk të çon te asnjë renditje e ditës: ose është e paplotë, ose serveri i ka fikur faqet e tij në ueb.
web-board-daily = Sfida e ditës
web-board-rating = Vlerësimi
web-col-rated = Lojëra të vlerësuara
web-col-day = Dita
web-col-score = Rezultati
web-seasons = Sezonet
web-daily-note = Loja më e mirë e çdo lojtari në sfidën e ditës këtë javë, deri dje. Rezultatet e sotme shfaqen në Discord, pasi ta kesh luajtur sfidën e sotme.
web-chart = Grafiku
web-chart-alt = Grafiku i { $player }: rezultatet e fundit në çdo lojë përballë vijës së synuar, pikët e humbura nga vendimet lojë pas loje dhe vlerësimi me brezin e tij
btn-player-page = Rezultatet në ueb
btn-board-page = Renditja në ueb
web-setting-off = Të fikura
web-setting-on = Të ndezura (jashtë motorëve të kërkimit)
web-setting-listed = Të ndezura dhe në motorët e kërkimit
param-web = Faqet ueb të serverit: renditjet dhe rishfaqjet (të fikura si parazgjedhje)
paramname-web = ueb
field-web = Faqet ueb
cmdname-web-name = emri-ueb
cmd-web-name = Shfaq emrin tënd në faqet ueb, ose jo
param-web-name = Po: emri yt i shfaqur në faqe; jo: «Lojtari N»
paramname-show = shfaq
web-name-set-on = Faqet ueb tani të shfaqin si { $name }.
web-name-set-off = Faqet ueb tani të quajnë «Lojtari N».

## Reviews in chances of winning, at a table of several seats (issue 34)
review-wins-title = Gjasat e tua për të fituar
review-wins-start = Në fillim kishe { $start } gjasa për të fituar, dhe { $won ->
    [yes] fitove.
   *[no] nuk fitove.
  }
review-wins-details = Në gjasa: { $result } = { $start } (fillimi) { $own } (zaret e tua) { $dice } (zaret e të tjerëve) { $choices } (zgjedhjet e tua) { $theirs } (zgjedhjet e të tjerëve) { $edge } (radhët e tua të luajtura për fitore)
review-wins-details-drift = Në gjasa: { $result } = { $start } (fillimi) { $own } (zaret e tua) { $dice } (zaret e të tjerëve) { $choices } (zgjedhjet e tua) { $theirs } (zgjedhjet e të tjerëve) { $edge } (radhët e tua të luajtura për fitore) { $drift } (ndryshimi mes dy mënyrave të llogaritjes)
review-wins-costly-title = Vendimet që të kushtuan më shumë gjasa fitoreje
review-wins-costly = { $rank }. { $when } — zgjedhja jote: { $did }. Më e mira për të fituar: { $best } ({ $chance } më shumë gjasa për të fituar{ $scored ->
    [none] {""}
   *[some] ; zgjedhja jote kushtoi { $cost } { $cost ->
        [one] pikë
       *[other] pikë
    } nga rezultati i pritshëm
  }). { $why }
review-wins-clean = Asnjë nga zgjedhjet e tua nuk t'i uli gjasat për të fituar.
review-wins-definitions = Fati i një hedhjeje: gjasat e tua pasi ranë zaret, minus mesataren e tyre para hedhjes. Një zgjedhje kushton aq sa do të kishte ruajtur zgjedhja më e mirë për të fituar. Zgjedhjet e të tjerëve: sa t'i lëvizën ata gjasat. Radhët e tua të luajtura për fitore: sa u shtoi gjasave të tabelës fakti që çdo radhë e luajte për të fituar, sepse tabela i llogarit gjasat sikur të luhet për pikë. Shifrat janë pikë përqindjeje.
