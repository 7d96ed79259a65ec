#!/usr/bin/env bash
# shellcheck disable=SC1111  # typographic quotes in the sample texts are intentional
# Generates every image (and the home video) of the Iqra website into
# apps/web/public/images/. Reproducible and idempotent: run it again and the
# same files are rewritten.
#
#   bash scripts/generate-images.sh
#
# Needs ImageMagick (with its Pango coder, for correctly shaped Arabic), ffmpeg
# (libx264), the Amiri font and a Latin sans font (Inter, else Noto Sans, else
# DejaVu Sans). See scripts/README-images.md.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/apps/web/public/images"
APT_PACKAGES="imagemagick ffmpeg fonts-hosny-amiri fonts-inter"

die() {
  printf 'generate-images: %s\n' "$*" >&2
  exit 1
}
log() { printf '  %s\n' "$*"; }

# --------------------------------------------------------------------------
# Tool checks
# --------------------------------------------------------------------------
if command -v magick >/dev/null 2>&1; then
  IM=(magick)
elif command -v convert >/dev/null 2>&1; then
  IM=(convert)
else
  die "ImageMagick is missing. Install: sudo apt-get install -y $APT_PACKAGES"
fi
"${IM[@]}" -version 2>/dev/null | grep ImageMagick >/dev/null ||
  die "'${IM[0]}' is not ImageMagick. Install: sudo apt-get install -y $APT_PACKAGES"
"${IM[@]}" -list format 2>/dev/null | grep -iE '^ *PANGO' >/dev/null ||
  die "ImageMagick has no Pango coder (needed to shape Arabic). On Debian it comes with imagemagick (libmagickcore-6.q16-6-extra)."
for tool in ffmpeg fc-list awk; do
  command -v "$tool" >/dev/null 2>&1 ||
    die "'$tool' is missing. Install: sudo apt-get install -y $APT_PACKAGES fontconfig gawk"
done
ffmpeg -hide_banner -encoders 2>/dev/null | grep libx264 >/dev/null ||
  die "ffmpeg lacks libx264. Install Debian's ffmpeg: sudo apt-get install -y ffmpeg"
fc-list : family | grep -i '^Amiri' >/dev/null ||
  die "Arabic font Amiri is missing. Install: sudo apt-get install -y fonts-hosny-amiri"

LATIN=""
for family in "Inter" "Noto Sans" "DejaVu Sans"; do
  if fc-list : family | tr ',' '\n' | grep -x "$family" >/dev/null; then
    LATIN="$family"
    break
  fi
done
[[ -n "$LATIN" ]] || die "No Latin sans font. Install: sudo apt-get install -y fonts-inter"
AR="Amiri"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

im() { "${IM[@]}" "$@"; }

# --------------------------------------------------------------------------
# Palette (design guide) and per-category variants
# --------------------------------------------------------------------------
GREEN="#0f5132"
GREEN_DARK="#0b3d26"
TINT="#e8f3ee"
GOLD="#c9a227"
INK="#1f2937"
PAGE="#fafaf7"

# set_palette NAME -> P_DARK P_MID P_LIGHT (gradient), P_LINE (pattern lines),
# P_TINT (light tint), P_ACC (accent on light backgrounds), P_LABEL.
set_palette() {
  case "$1" in
    quran)
      P_DARK="$GREEN_DARK" P_MID="$GREEN" P_LIGHT="#1b6e4a" P_LINE="$GOLD"
      P_TINT="$TINT" P_ACC="$GREEN" P_LABEL="QURAN" ;;
    arabic)
      P_DARK="#073a3c" P_MID="#0d5b5a" P_LIGHT="#1a7d74" P_LINE="#d9bd5f"
      P_TINT="#e3f1ef" P_ACC="#0d5b5a" P_LABEL="ARABIC" ;;
    islamic)
      P_DARK="#3d2412" P_MID="#6a4124" P_LIGHT="#93602f" P_LINE="#e6c677"
      P_TINT="#f6ede0" P_ACC="#7a4a22" P_LABEL="ISLAMIC STUDIES" ;;
    gold)
      P_DARK="#4d3508" P_MID="#7d5a12" P_LIGHT="#a57d22" P_LINE="#f3dc8e"
      P_TINT="#f8f1dc" P_ACC="#8a6410" P_LABEL="ARABIC" ;;
    *) die "unknown palette $1" ;;
  esac
}

# --------------------------------------------------------------------------
# Geometry: Islamic star patterns by Hankin's "polygons in contact" method.
#   kind 8  : 4.8.8 tiling  -> eight-point stars + four-point stars
#   kind 12 : 3.12.12 tiling -> twelve-point stars + small triangles
# The awk program writes MVG polygons for the big and the small stars.
# --------------------------------------------------------------------------
cat >"$TMP/pattern.awk" <<'AWK'
function pt(cx, cy, r, ang) { return sprintf("%.2f,%.2f", cx + r*cos(ang*PI/180), cy + r*sin(ang*PI/180)) }
# star inscribed in a regular n-gon (inradius ri): rays leave each edge midpoint at angle th
function star(cx, cy, n, ri, rot, th,   Rv, h, al, angP, VP, rP, k, s, t) {
  Rv = ri / cos(PI/n); h = Rv*sin(PI/n); al = PI/2 - PI/n; t = th*PI/180
  angP = PI - t - al; VP = h*sin(t)/sin(angP); rP = Rv - VP
  s = "polygon"
  for (k = 0; k < n; k++) s = s " " pt(cx, cy, ri, rot + k*360/n) " " pt(cx, cy, rP, rot + (k + 0.5)*360/n)
  return s
}
BEGIN {
  PI = atan2(0, -1)
  if (kind == 8) {
    e = a*(sqrt(2) - 1)
    for (i = -int(cx/a) - 2; i <= int((W - cx)/a) + 2; i++)
      for (j = -int(cy/a) - 2; j <= int((H - cy)/a) + 2; j++) {
        x = cx + i*a; y = cy + j*a
        print star(x, y, 8, a/2, 0, th) > big
        print star(x + a/2, y + a/2, 4, e/2, 45, th) > small
      }
  } else {
    ri = a/2; dy = sqrt(3)*ri; e = 2*ri*(2 - sqrt(3)); tri = e/(2*sqrt(3))
    for (j = -int(cy/dy) - 2; j <= int((H - cy)/dy) + 2; j++)
      for (i = -int(cx/a) - 3 - int(j/2); i <= int((W - cx)/a) + 3 - int(j/2); i++) {
        x = cx + i*a + j*ri; y = cy + j*dy
        if (x < -a || x > W + a) continue
        print star(x, y, 12, ri, 0, th) > big
        print star(x + ri, y + ri/sqrt(3), 3, tri, 90, th) > small
        print star(x + ri, y - ri/sqrt(3), 3, tri, 30, th) > small
      }
  }
}
AWK

# pattern OUT W H KIND CELL LINE FILL_BIG FILL_SMALL BAND [LW] [LINE_OPACITY] [FILL_OPACITY] [CX] [CY] [THETA]
# Transparent PNG/MIFF of an interlaced ("ribbon") star pattern: a wide stroke in
# LINE with a thin stroke in BAND on top. BAND=none draws single lines.
pattern() {
  local out=$1 w=$2 h=$3 kind=$4 cell=$5 line=$6 fa=$7 fb=$8 band=$9
  local lw=${10:-5} lo=${11:-0.85} fo=${12:-0.5} cx=${13:-$(($2 / 2))} cy=${14:-$(($3 / 2))}
  local th=${15:-}
  [[ -n "$th" ]] || { [[ $kind == 8 ]] && th=67.5 || th=60; }
  awk -v kind="$kind" -v W="$w" -v H="$h" -v cx="$cx" -v cy="$cy" -v a="$cell" -v th="$th" \
    -v big="$TMP/big.txt" -v small="$TMP/small.txt" -f "$TMP/pattern.awk"
  {
    echo "viewbox 0 0 $w $h"
    echo "stroke-linejoin round"
    echo "fill '$fa' fill-opacity $fo stroke '$line' stroke-opacity $lo stroke-width $lw"
    cat "$TMP/big.txt"
    echo "fill '$fb'"
    cat "$TMP/small.txt"
    if [[ $band != none ]]; then
      echo "fill none stroke '$band' stroke-opacity 1 stroke-width $(awk -v l="$lw" 'BEGIN{printf "%.2f", l*0.36}')"
      cat "$TMP/big.txt" "$TMP/small.txt"
    fi
  } >"$TMP/pattern.mvg"
  im -background none "mvg:$TMP/pattern.mvg" "$out"
}

# starpoints CX CY R N ROT [INNER_RATIO] -> MVG point list of an N-point star
# (default inner ratio gives the classic khatam made of two squares for N=8).
starpoints() {
  awk -v cx="$1" -v cy="$2" -v R="$3" -v n="$4" -v rot="$5" -v q="${6:-0}" 'BEGIN {
    PI = atan2(0, -1); if (q == 0) q = cos(2*PI/n)/cos(PI/n)
    for (k = 0; k < n; k++) {
      a = (rot + k*360/n)*PI/180; b = (rot + (k + 0.5)*360/n)*PI/180
      printf "%.2f,%.2f %.2f,%.2f ", cx + R*cos(a), cy + R*sin(a), cx + R*q*cos(b), cy + R*q*sin(b)
    }
  }'
}

# medallion OUT R FILL LINE [FILL_OPACITY] -> transparent eight-point star badge
medallion() {
  local out=$1 r=$2 fill=$3 line=$4 fo=${5:-0.94}
  local s=$((2 * r + 24)) c=$((r + 12))
  local r2=$((r - r / 9)) rc=$((r * 62 / 100))
  {
    echo "viewbox 0 0 $s $s"
    echo "stroke-linejoin round"
    echo "fill '$fill' fill-opacity $fo stroke '$line' stroke-width $((r / 40 + 2))"
    echo "polygon $(starpoints $c $c "$r" 8 -90)"
    echo "fill none stroke-width 1.5 stroke-opacity 0.8"
    echo "polygon $(starpoints $c $c $r2 8 -90)"
    echo "stroke-opacity 0.55"
    echo "circle $c,$c $((c + rc)),$c"
  } >"$TMP/medallion.mvg"
  im -background none "mvg:$TMP/medallion.mvg" "$out"
}

# --------------------------------------------------------------------------
# Text (Pango shapes Arabic correctly, right-to-left)
# --------------------------------------------------------------------------
# esc TEXT -> text safe inside Pango markup (ImageMagick decodes one level of entities)
esc() {
  local s=$1
  s=${s//&/&#38;}
  s=${s//</&#60;}
  s=${s//>/&#62;}
  printf '%s' "$s"
}

# pango_im ARGS... OUT -> ImageMagick call that renders "pango:" input.
# ImageMagick 6's Pango coder occasionally aborts (SIGABRT) while shutting down
# glib/fontconfig, after the image is written; simply run it again.
pango_im() {
  local out=${*: -1}
  for _ in 1 2 3 4 5; do
    rm -f "$out"
    if (im "$@") 2>"$TMP/pango.err"; then return 0; fi
  done
  cat "$TMP/pango.err" >&2
  die "Pango text rendering failed 5 times: $*"
}

# text OUT MARKUP [WIDTH] [ALIGN] -> transparent image, trimmed to the ink plus a small margin
text() {
  local out=$1 markup=$2 width=${3:-} align=${4:-left}
  local args=(-background none -define "pango:align=$align")
  [[ -n "$width" ]] && args+=(-size "${width}x")
  pango_im "${args[@]}" "pango:$markup" -trim +repage -bordercolor none -border 6 "$out"
}

# artext OUT TEXT SIZE COLOR [WEIGHT] [FAMILY] -> Arabic text (a "/" starts a new,
# centred line), padded so no ink is clipped
artext() {
  local out=$1 txt=$2 size=$3 color=$4 weight=${5:-Bold} family=${6:-$AR}
  txt=${txt//\//  $'\n'  }
  pango_im -background none -define pango:align=center "pango:<span font=\"$family $weight $size\" foreground=\"$color\">  $(esc "$txt")  </span>" \
    -trim +repage -bordercolor none -border 8 "$out"
}

# shadow IMG [OPACITY] [SIGMA] [COLOR] -> adds a soft drop shadow in place
shadow() {
  local img=$1 op=${2:-55} sg=${3:-6} col=${4:-black}
  im "$img" \( +clone -background "$col" -shadow "${op}x${sg}+0+3" \) +swap \
    -background none -layers merge +repage "$img"
}

# fit IMG MAXW MAXH -> shrink (never enlarge) to fit a box
fit() { im "$1" -resize "${2}x${3}>" "$1"; }

# put CANVAS IMG X Y -> composite IMG with its top-left corner at X,Y
put() { im "$1" "$2" -geometry "+$3+$4" -composite "$1"; }

# put_c CANVAS IMG CX CY -> composite IMG centred on CX,CY
put_c() {
  local w h
  read -r w h < <(identify -format '%w %h\n' "$2")
  im "$1" "$2" -geometry "$(printf '%+d%+d' $(($3 - w / 2)) $(($4 - h / 2)))" -composite "$1"
}

# save_jpg SRC DST [RESIZE] -> small progressive JPEG without metadata
save_jpg() {
  local src=$1 dst=$2 rs=${3:-}
  [[ $dst == "$OUT"/* ]] || die "refusing to write outside $OUT: $dst"
  mkdir -p "$(dirname "$dst")"
  local args=("$src" -background white -flatten)
  [[ -n "$rs" ]] && args+=(-resize "$rs")
  im "${args[@]}" -colorspace sRGB -depth 8 -strip -interlace JPEG \
    -sampling-factor 4:2:0 -quality "${JPEG_QUALITY:-80}" "$dst"
}

# gradient_bg OUT W H LIGHT DARK [CX] [CY] -> radial gradient, light around CX,CY
gradient_bg() {
  local out=$1 w=$2 h=$3 light=$4 dark=$5 cx=${6:-$(($2 / 2))} cy=${7:-$(($3 / 2))}
  local r=$((w > h ? w : h))
  im -size "${w}x${h}" -define "gradient:center=$cx,$cy" -define "gradient:radii=$r,$r" \
    "radial-gradient:$light-$dark" "$out"
}

# pattern_bg OUT W H KIND CELL [CX] [CY] [THETA] [LINE_OPACITY] -> gradient + pattern in the current palette
pattern_bg() {
  local out=$1 w=$2 h=$3 kind=$4 cell=$5 cx=${6:-$(($2 / 2))} cy=${7:-$(($3 / 2))} th=${8:-} lo=${9:-0.55}
  gradient_bg "$out" "$w" "$h" "$P_LIGHT" "$P_DARK" "$cx" "$cy"
  pattern "$TMP/pat.miff" "$w" "$h" "$kind" "$cell" "$P_LINE" "$P_LIGHT" "$P_DARK" "$P_MID" \
    $((cell / 28 + 2)) "$lo" 0.35 "$cx" "$cy" "$th"
  im "$out" "$TMP/pat.miff" -composite "$out"
}

# --------------------------------------------------------------------------
# Home page
# --------------------------------------------------------------------------
make_header() {
  log "home/header.jpg"
  local c="$TMP/header.miff" w=532 h=800
  set_palette quran
  pattern_bg "$c" $w $h 8 150 266 330 67.5 0.6
  # soft light behind the medallion, darker bottom for the verse
  im -size ${w}x${h} -define gradient:center=266,330 -define gradient:radii=300,300 \
    'radial-gradient:rgba(255,244,214,0.22)-rgba(255,244,214,0)' "$TMP/glow.miff"
  im -size ${w}x${h} 'gradient:rgba(11,61,38,0)-rgba(7,40,25,0.88)' "$TMP/fade.miff"
  im "$c" "$TMP/glow.miff" -composite "$TMP/fade.miff" -composite "$c"
  medallion "$TMP/med.miff" 215 "$GREEN_DARK" "$GOLD" 1
  shadow "$TMP/med.miff" 60 14
  put_c "$c" "$TMP/med.miff" 266 330
  artext "$TMP/word.miff" "اقرأ" 150 "#e3c35a"
  fit "$TMP/word.miff" 300 230
  shadow "$TMP/word.miff" 50 5
  put_c "$c" "$TMP/word.miff" 266 318
  artext "$TMP/verse.miff" "اقْرَأْ بِاسْمِ رَبِّكَ الَّذِي خَلَقَ" 34 "#f4ecd2" Regular
  put_c "$c" "$TMP/verse.miff" 266 620
  text "$TMP/tr.miff" "<span font=\"$LATIN Medium 12\" foreground=\"#d8e9df\" letter_spacing=\"1000\">READ IN THE NAME OF YOUR LORD WHO CREATED</span>
<span font=\"$LATIN 6\"> </span>
<span font=\"$LATIN SemiBold 12\" foreground=\"$GOLD\" letter_spacing=\"2000\">AL-ʿALAQ 96:1</span>" 500 center
  put_c "$c" "$TMP/tr.miff" 266 692
  save_jpg "$c" "$OUT/home/header.jpg"
}

make_faqs() {
  log "home/faqs.jpg"
  local c="$TMP/faqs.miff" s=800
  gradient_bg "$c" $s $s "#ffffff" "$TINT" 400 400
  pattern "$TMP/pat.miff" $s $s 12 230 "$GREEN" "$TINT" "#f4ebcf" none 2 0.25 0.8 400 400 60
  im "$c" "$TMP/pat.miff" -composite "$c"
  # fade the pattern toward the centre so the word breathes
  im -size ${s}x${s} -define gradient:center=400,400 -define gradient:radii=330,330 \
    'radial-gradient:rgba(250,250,247,1)-rgba(250,250,247,0)' "$TMP/glow.miff"
  im "$c" "$TMP/glow.miff" -composite "$c"
  {
    echo "viewbox 0 0 $s $s"
    echo "stroke-linejoin round"
    echo "fill '#ffffff' stroke '$GOLD' stroke-width 3 polygon $(starpoints 400 380 235 8 -90)"
    echo "fill none stroke '$GREEN' stroke-opacity 0.35 stroke-width 1.5 polygon $(starpoints 400 380 212 8 -90)"
    echo "stroke '$GOLD' stroke-opacity 0.5 circle 400,380 548,380"
  } >"$TMP/m.mvg"
  im -background none "mvg:$TMP/m.mvg" "$TMP/m.miff"
  shadow "$TMP/m.miff" 22 18 "$GREEN_DARK"
  put_c "$c" "$TMP/m.miff" 400 400
  artext "$TMP/word.miff" "علم" 180 "$GREEN"
  fit "$TMP/word.miff" 270 230
  put_c "$c" "$TMP/word.miff" 400 372
  text "$TMP/cap.miff" "<span font=\"$LATIN SemiBold 17\" foreground=\"$GREEN\" letter_spacing=\"3000\">ʿILM · KNOWLEDGE</span>" "" center
  put_c "$c" "$TMP/cap.miff" 400 680
  text "$TMP/cap2.miff" "<span font=\"$LATIN 15\" foreground=\"#4b5563\">Every question is the beginning of knowledge</span>" "" center
  put_c "$c" "$TMP/cap2.miff" 400 714
  save_jpg "$c" "$OUT/home/faqs.jpg"
}

make_video() {
  log "home/video.mp4 + home/video-thumbnail.jpg"
  local W=1280 H=720 D=10 P=1700
  set_palette quran
  # rotating layer: a square pattern large enough to cover the frame at any angle
  im -size ${P}x${P} "xc:#0d4a2e" "$TMP/vbase.miff"
  pattern "$TMP/pat.miff" $P $P 8 190 "$GOLD" "#17673f" "$GREEN_DARK" "#0d4a2e" 6 0.7 0.6 $((P / 2)) $((P / 2)) 67.5
  im "$TMP/vbase.miff" "$TMP/pat.miff" -composite -blur 0x0.6 "$TMP/vpattern.png"
  # fixed layers: vignette + calm centre, calligraphy, English line, brand
  im -size ${W}x${H} -define gradient:center=640,330 -define gradient:radii=760,760 \
    'radial-gradient:rgba(6,36,22,0.30)-rgba(4,26,16,0.90)' "$TMP/vvig.png"
  medallion "$TMP/vmed.miff" 225 "$GREEN_DARK" "$GOLD" 1
  shadow "$TMP/vmed.miff" 60 16
  im -size ${W}x${H} xc:none "$TMP/vmed.miff" -gravity center -geometry +0-58 -composite "$TMP/vmed.png"
  artext "$TMP/vword.miff" "بسم الله" 150 "#e6c65c"
  fit "$TMP/vword.miff" 310 210
  shadow "$TMP/vword.miff" 55 6
  im -size ${W}x${H} xc:none "$TMP/vword.miff" -gravity center -geometry +0-64 -composite "$TMP/vword.png"
  text "$TMP/ven.miff" "<span font=\"$LATIN SemiBold 42\" foreground=\"#ffffff\">Learn Quran &#38; Arabic with native tutors</span>" "" center
  shadow "$TMP/ven.miff" 60 8
  im -size ${W}x${H} xc:none "$TMP/ven.miff" -gravity center -geometry +0+232 -composite "$TMP/ven.png"
  text "$TMP/vbrand.miff" "<span font=\"$LATIN Medium 18\" foreground=\"$GOLD\" letter_spacing=\"5000\">IQRA ACADEMY</span>" "" center
  im -size ${W}x${H} xc:none "$TMP/vbrand.miff" -gravity center -geometry +0+292 -composite "$TMP/vbrand.png"

  mkdir -p "$OUT/home"
  ffmpeg -nostdin -loglevel error -y \
    -loop 1 -framerate 25 -t $D -i "$TMP/vpattern.png" \
    -loop 1 -framerate 25 -t $D -i "$TMP/vvig.png" \
    -loop 1 -framerate 25 -t $D -i "$TMP/vmed.png" \
    -loop 1 -framerate 25 -t $D -i "$TMP/vword.png" \
    -loop 1 -framerate 25 -t $D -i "$TMP/ven.png" \
    -loop 1 -framerate 25 -t $D -i "$TMP/vbrand.png" \
    -filter_complex "
      [0:v]format=rgb24,rotate=a='0.035*t':ow=$W:oh=$H:bilinear=1,format=rgba[bg];
      [2:v]format=rgba,fade=t=in:st=0.4:d=1.6:alpha=1[med];
      [3:v]format=rgba,fade=t=in:st=1.4:d=2.0:alpha=1[word];
      [4:v]format=rgba,fade=t=in:st=3.6:d=1.4:alpha=1[en];
      [5:v]format=rgba,fade=t=in:st=5.0:d=1.2:alpha=1[brand];
      [bg][1:v]overlay=format=auto[a];[a][med]overlay[b];[b][word]overlay[c];[c][en]overlay[d];[d][brand]overlay,
      fade=t=in:st=0:d=0.6,fade=t=out:st=$((D - 1)).2:d=0.8,format=yuv420p[v]" \
    -map '[v]' -r 25 -c:v libx264 -preset slow -crf 23 -profile:v high -pix_fmt yuv420p \
    -tune animation -movflags +faststart -an -map_metadata -1 "$OUT/home/video.mp4"
  ffmpeg -nostdin -loglevel error -y -ss 7.5 -i "$OUT/home/video.mp4" -frames:v 1 "$TMP/vthumb.png"
  save_jpg "$TMP/vthumb.png" "$OUT/home/video-thumbnail.jpg" 960x540
}

make_avatar() {
  log "default-avatar.png"
  local s=512
  {
    echo "viewbox 0 0 $s $s"
    echo "fill '#9cc2ae' circle 256,196 256,292"
    echo "ellipse 256,520 190,196 0,360"
  } >"$TMP/avatar.mvg"
  im -size ${s}x${s} "xc:$TINT" \( -background none "mvg:$TMP/avatar.mvg" \) -composite \
    -resize 128x128 -depth 8 -strip +dither -colors 48 -define png:compression-level=9 "$OUT/default-avatar.png"
}

# --------------------------------------------------------------------------
# Courses (800x500): pattern + English name + small Arabic word in a star badge
# --------------------------------------------------------------------------
COURSES=(
  "noorani-qaida|Noorani Qaida|القاعدة|quran|8|150|67.5"
  "quran-reading|Quran Reading|قراءة|quran|12|200|60"
  "tajweed|Tajweed|تجويد|quran|8|120|56"
  "hifz|Hifz (Quran Memorization)|حفظ|quran|12|160|70"
  "arabic-for-beginners|Arabic for Beginners|أبجد|arabic|8|130|67.5"
  "quranic-arabic|Quranic Arabic|لغة القرآن|arabic|12|190|60"
  "modern-standard-arabic|Modern Standard Arabic|الفصحى|arabic|8|170|50"
  "arabic-grammar|Arabic Grammar (Nahw & Sarf)|نحو|arabic|12|150|68"
  "fiqh|Fiqh Essentials|فقه|islamic|12|190|60"
  "seerah|Seerah of the Prophet ﷺ|سيرة|islamic|8|140|67.5"
  "aqeedah|Aqeedah Foundations|عقيدة|islamic|12|160|72"
  "islamic-studies-for-kids|Islamic Studies for Kids|أطفال|islamic|8|120|58"
)

# title_markup TITLE SIZE COLOR WEIGHT -> Pango markup; ﷺ is set in Amiri
title_markup() {
  local t
  t="$(esc "$1")"
  t=${t//ﷺ/<span font=\"$AR Bold $(($2 * 9 / 10))\">ﷺ</span>}
  printf '<span font="%s %s %s" foreground="%s">%s</span>' "$LATIN" "$4" "$2" "$3" "$t"
}

make_course() {
  local slug=$1 title=$2 word=$3 cat=$4 kind=$5 cell=$6 th=$7
  log "courses/$slug.jpg"
  local c="$TMP/course.miff" w=800 h=500 mx=624 my=190
  set_palette "$cat"
  pattern_bg "$c" $w $h "$kind" "$cell" $mx $my "$th" 0.6
  # darken toward the lower left where the title sits
  im -size ${w}x${h} -define gradient:direction=NorthEast \
    "gradient:rgba(0,0,0,0.62)-rgba(0,0,0,0)" "$TMP/shade.miff"
  im "$c" \( "$TMP/shade.miff" -fill "$P_DARK" -colorize 100 \( "$TMP/shade.miff" -alpha extract \) \
    -compose CopyOpacity -composite \) -compose Over -composite "$c"
  medallion "$TMP/med.miff" 132 "$P_DARK" "$P_LINE" 1
  shadow "$TMP/med.miff" 55 12
  put_c "$c" "$TMP/med.miff" $mx $my
  artext "$TMP/word.miff" "$word" 80 "$P_LINE"
  fit "$TMP/word.miff" 156 120
  put_c "$c" "$TMP/word.miff" $mx $((my - 4))
  text "$TMP/title.miff" "<span font=\"$LATIN SemiBold 14\" foreground=\"$P_LINE\" letter_spacing=\"3500\">$P_LABEL</span>
<span font=\"$LATIN 8\"> </span>
$(title_markup "$title" 44 "#ffffff" Bold)" 470
  shadow "$TMP/title.miff" 45 6
  local th2
  read -r _ th2 < <(identify -format '%w %h\n' "$TMP/title.miff")
  put "$c" "$TMP/title.miff" 42 $((h - 44 - th2))
  save_jpg "$c" "$OUT/courses/$slug.jpg"
}

# --------------------------------------------------------------------------
# Static page banners (1200x500)
# --------------------------------------------------------------------------
make_banner() {
  local slug=$1 word=$2 title=$3 pal=$4 kind=$5 cell=$6
  log "pages/$slug.jpg"
  local c="$TMP/banner.miff" w=1200 h=500
  set_palette "$pal"
  pattern_bg "$c" $w $h "$kind" "$cell" 600 250 "" 0.45
  im -size ${w}x${h} -define gradient:center=600,250 -define gradient:radii=560,330 \
    "radial-gradient:rgba(0,0,0,0.78)-rgba(0,0,0,0)" "$TMP/dark.miff"
  im "$c" \( "$TMP/dark.miff" -fill "$P_DARK" -colorize 100 \( "$TMP/dark.miff" -alpha extract \) \
    -compose CopyOpacity -composite \) -compose Over -composite "$c"
  artext "$TMP/word.miff" "$word" 130 "$P_LINE"
  fit "$TMP/word.miff" 520 200
  shadow "$TMP/word.miff" 55 6
  put_c "$c" "$TMP/word.miff" 600 195
  {
    echo "viewbox 0 0 300 24"
    echo "stroke '$P_LINE' stroke-width 1.5 line 20,12 128,12 line 172,12 280,12"
    echo "fill '$P_LINE' stroke none polygon $(starpoints 150 12 11 8 -90)"
  } >"$TMP/orn.mvg"
  im -background none "mvg:$TMP/orn.mvg" "$TMP/orn.miff"
  put_c "$c" "$TMP/orn.miff" 600 300
  text "$TMP/title.miff" "<span font=\"$LATIN Bold 50\" foreground=\"#ffffff\">$(esc "$title")</span>" "" center
  shadow "$TMP/title.miff" 50 7
  put_c "$c" "$TMP/title.miff" 600 360
  save_jpg "$c" "$OUT/pages/$slug.jpg"
}

# --------------------------------------------------------------------------
# Books: cover (600x800), thumb (300x400), sample pages (800x600)
# --------------------------------------------------------------------------
BOOKS=(
  "noorani-qaida-workbook|Noorani Qaida Workbook|Read the Quran from the very first letter|القاعدة/النورانية|quran|8|120"
  "tajweed-made-simple|Tajweed Made Simple|Rules of recitation with colour-coded examples|تجويد|arabic|12|170"
  "arabic-alphabet-activity-book|Arabic Alphabet Activity Book|Trace, colour and learn the 28 letters|حروف|gold|8|140"
  "stories-of-the-prophets|Stories of the Prophets|For young readers|قصص/الأنبياء|islamic|12|150"
  "quranic-vocabulary-cards|Quranic Vocabulary|The 300 most frequent words of the Quran|كلمات|quran|12|130"
)

make_cover() {
  local slug=$1 title=$2 sub=$3 word=$4 pal=$5 kind=$6 cell=$7
  log "books/$slug/cover.jpg + thumb.jpg"
  local c="$TMP/cover.miff" w=600 h=800 band=400
  set_palette "$pal"
  im -size ${w}x${h} "xc:$PAGE" "$c"
  pattern_bg "$TMP/band.miff" $w $band "$kind" "$cell" 300 $band "" 0.7
  put "$c" "$TMP/band.miff" 0 0
  im -size ${w}x5 "xc:$P_LINE" "$TMP/rule.miff"
  put "$c" "$TMP/rule.miff" 0 $band
  medallion "$TMP/med.miff" 118 "$P_DARK" "$P_LINE" 1
  shadow "$TMP/med.miff" 50 10
  put_c "$c" "$TMP/med.miff" 300 $((band - 40))
  artext "$TMP/word.miff" "$word" 64 "$P_LINE"
  fit "$TMP/word.miff" 140 124
  put_c "$c" "$TMP/word.miff" 300 $((band - 42))
  text "$TMP/title.miff" "<span font=\"$LATIN ExtraBold 40\" foreground=\"$INK\">$(esc "$title")</span>" 500 center
  put_c "$c" "$TMP/title.miff" 300 560
  local th
  read -r _ th < <(identify -format '%w %h\n' "$TMP/title.miff")
  text "$TMP/sub.miff" "<span font=\"$LATIN 17\" foreground=\"#4b5563\">$(esc "$sub")</span>" 520 center
  put_c "$c" "$TMP/sub.miff" 300 $((560 + th / 2 + 30))
  im -size 600x30 xc:none -fill "$P_LINE" -stroke none \
    -draw "polygon $(starpoints 300 15 9 8 -90)" -stroke "$P_LINE" -strokewidth 1.5 \
    -draw "line 230,15 285,15" -draw "line 315,15 370,15" "$TMP/orn.miff"
  put "$c" "$TMP/orn.miff" 0 708
  text "$TMP/pub.miff" "<span font=\"$LATIN SemiBold 13\" foreground=\"$P_ACC\" letter_spacing=\"4000\">IQRA ACADEMY</span>" "" center
  put_c "$c" "$TMP/pub.miff" 300 752
  # spine shading so it reads as a book
  im -size ${h}x26 "gradient:rgba(0,0,0,0.30)-rgba(0,0,0,0)" -rotate -90 "$TMP/spine.miff"
  put "$c" "$TMP/spine.miff" 0 0
  im -size 2x${h} "xc:rgba(255,255,255,0.35)" "$TMP/hl.miff"
  put "$c" "$TMP/hl.miff" 14 0
  mkdir -p "$OUT/books/$slug"
  save_jpg "$c" "$OUT/books/$slug/cover.jpg"
  save_jpg "$c" "$OUT/books/$slug/thumb.jpg" 300x400
}

# page_frame OUT BOOK_TITLE SECTION PAGE_NO HEADING [SUBHEADING]
# A sheet of paper on a soft desk tone, with running header, heading and folio.
page_frame() {
  local out=$1 book=$2 section=$3 no=$4 heading=$5 subh=${6:-}
  im -size 800x600 "xc:#e4e9e3" "$out"
  im -size 760x560 "xc:#fffdf7" "$TMP/paper.miff"
  shadow "$TMP/paper.miff" 35 8
  put "$out" "$TMP/paper.miff" 14 16
  text "$TMP/hd.miff" "<span font=\"$LATIN SemiBold 10\" foreground=\"$P_ACC\" letter_spacing=\"2500\">$(esc "${book^^}")</span>"
  put "$out" "$TMP/hd.miff" 44 34
  text "$TMP/hd2.miff" "<span font=\"$LATIN 10\" foreground=\"#6b7280\">$(esc "$section")</span>"
  local w h
  read -r w h < <(identify -format '%w %h\n' "$TMP/hd2.miff")
  put "$out" "$TMP/hd2.miff" $((756 - w)) 34
  im -size 712x1 "xc:$GOLD" "$TMP/hr.miff"
  put "$out" "$TMP/hr.miff" 44 60
  text "$TMP/h1.miff" "<span font=\"$LATIN Bold 22\" foreground=\"$INK\">$(esc "$heading")</span>"
  put "$out" "$TMP/h1.miff" 42 70
  if [[ -n "$subh" ]]; then
    text "$TMP/h2.miff" "<span font=\"$LATIN 12\" foreground=\"#6b7280\">$(esc "$subh")</span>"
    put "$out" "$TMP/h2.miff" 42 104
  fi
  im -size 120x24 xc:none -fill "$GOLD" -draw "polygon $(starpoints 60 12 7 8 -90)" \
    -stroke "$GOLD" -strokewidth 1 -draw "line 20,12 46,12" -draw "line 74,12 100,12" "$TMP/f.miff"
  put_c "$out" "$TMP/f.miff" 400 548
  text "$TMP/fn.miff" "<span font=\"$LATIN 10\" foreground=\"#6b7280\">$no</span>" "" center
  put_c "$out" "$TMP/fn.miff" 400 564
}

# grid_cards CANVAS X Y W H COLS ROWS AR_SIZE ITEM... ; ITEM = "arabic|caption"
# Cards are laid out right-to-left, as an Arabic chart reads.
grid_cards() {
  local c=$1 x=$2 y=$3 w=$4 h=$5 cols=$6 rows=$7 asz=$8
  shift 8
  local gap=10 cw ch i=0
  cw=$(((w - (cols - 1) * gap) / cols))
  ch=$(((h - (rows - 1) * gap) / rows))
  {
    echo "viewbox 0 0 800 600"
    echo "fill '$P_TINT' stroke '$GOLD' stroke-opacity 0.55 stroke-width 1"
    for ((i = 0; i < cols * rows && i < $#; i++)); do
      local col=$((cols - 1 - i % cols)) row=$((i / cols))
      local x0=$((x + col * (cw + gap))) y0=$((y + row * (ch + gap)))
      echo "roundrectangle $x0,$y0 $((x0 + cw)),$((y0 + ch)) 8,8"
    done
  } >"$TMP/cards.mvg"
  local layers=(-background none "mvg:$TMP/cards.mvg" -composite) item
  i=0
  for item in "$@"; do
    local col=$((cols - 1 - i % cols)) row=$((i / cols))
    local x0=$((x + col * (cw + gap))) y0=$((y + row * (ch + gap)))
    local ar=${item%%|*} cap=""
    [[ "$item" == *"|"* ]] && cap=${item#*|}
    # one card = Arabic (fitted) + caption, rendered in a single ImageMagick call
    local args=(-respect-parentheses -size "${cw}x${ch}" xc:none -background none
      \( +size "pango:<span font=\"$AR $asz\" foreground=\"$INK\">  $(esc "$ar")  </span>" -trim +repage
      -resize "$((cw - 12))x$((ch * 64 / 100))>" \) -gravity center -geometry "+0$(printf '%+d' $((-ch * 11 / 100)))" -composite)
    if [[ -n "$cap" ]]; then
      args+=(\( -size "$((cw - 8))x" -define pango:align=center
        "pango:<span font=\"$LATIN 10\" foreground=\"$P_ACC\">$(esc "$cap")</span>" -trim +repage \)
        -gravity center -geometry "+0+$((ch * 33 / 100))" -composite)
    fi
    pango_im "${args[@]}" "$TMP/card$i.miff"
    layers+=("$TMP/card$i.miff" -geometry "+$x0+$y0" -composite)
    i=$((i + 1))
  done
  im "$c" "${layers[@]}" "$c"
}

# ar_inline TEXT -> Pango markup for Arabic inside an English sentence
ar_inline() { printf '<span font="%s 15">%s</span>' "$AR" "$1"; }

# rows CANVAS Y ROW_H ITEM... ; ITEM = "title|description|arabic|chip-colour"
# (description is Pango markup, so it can hold ar_inline spans)
rows() {
  local c=$1 y=$2 rh=$3
  shift 3
  local item
  for item in "$@"; do
    local t d ar chip
    IFS="|" read -r t d ar chip <<<"$item"
    im -size 712x$((rh - 8)) xc:none -fill "$P_TINT" -stroke "$GOLD" \
      -draw "stroke-opacity 0.5 roundrectangle 0,0 711,$((rh - 9)) 8,8" "$TMP/row.miff"
    put "$c" "$TMP/row.miff" 44 "$y"
    local tx=62
    if [[ -n "$chip" ]]; then
      im -size 14x14 xc:none -fill "$chip" -draw "circle 7,7 7,1" "$TMP/chip.miff"
      put_c "$c" "$TMP/chip.miff" 66 $((y + (rh - 8) / 2))
      tx=82
    fi
    text "$TMP/rt.miff" "<span font=\"$LATIN Bold 13\" foreground=\"$INK\">$(esc "$t")</span>
<span font=\"$LATIN 11\" foreground=\"#4b5563\">$d</span>" 400
    local w h
    read -r w h < <(identify -format '%w %h\n' "$TMP/rt.miff")
    put "$c" "$TMP/rt.miff" $((tx - 6)) $((y + (rh - 8 - h) / 2))
    if [[ -n "$ar" ]]; then
      text "$TMP/ra.miff" "<span font=\"$AR 26\" foreground=\"$INK\">  $ar  </span>"
      fit "$TMP/ra.miff" 250 $((rh - 8))
      read -r w h < <(identify -format '%w %h\n' "$TMP/ra.miff")
      put "$c" "$TMP/ra.miff" $((740 - w)) $((y + (rh - 8 - h) / 2))
    fi
    y=$((y + rh))
  done
}

# verse CANVAS CY MARKUP [WIDTH] -> centred Arabic block (markup may colour parts)
verse() {
  local c=$1 cy=$2 m=$3 width=${4:-680}
  text "$TMP/verse.miff" "<span font=\"Amiri Quran 30\" foreground=\"$INK\">$m</span>" "$width" center
  fit "$TMP/verse.miff" 700 260
  put_c "$c" "$TMP/verse.miff" 400 "$cy"
}

# legend CANVAS Y "colour|label"...
legend() {
  local c=$1 y=$2
  shift 2
  local m="" item
  for item in "$@"; do
    m+="<span foreground=\"${item%%|*}\" font=\"$LATIN Bold 13\">●</span> <span foreground=\"#374151\" font=\"$LATIN 12\">${item#*|}</span>     "
  done
  text "$TMP/legend.miff" "$m" "" center
  put_c "$c" "$TMP/legend.miff" 400 "$y"
}

# trace_rows CANVAS Y LETTER... -> model letter then faint copies to trace, on guide lines
trace_rows() {
  local c=$1 y=$2
  shift 2
  local l
  for l in "$@"; do
    im -size 712x76 xc:none -stroke "$GOLD" -draw "stroke-opacity 0.6 line 0,58 711,58" \
      -stroke "#cbd5e1" -draw "stroke-dasharray 6 5 line 0,14 711,14" "$TMP/guide.miff"
    put "$c" "$TMP/guide.miff" 44 "$y"
    artext "$TMP/l1.miff" "$l" 40 "$INK" Bold
    artext "$TMP/l2.miff" "$l" 40 "#cdd5cf" Bold
    local k
    put_c "$c" "$TMP/l1.miff" 716 $((y + 42))
    for ((k = 1; k < 8; k++)); do put_c "$c" "$TMP/l2.miff" $((716 - k * 84)) $((y + 42)); done
    y=$((y + 94))
  done
}

# scene OUT W H KIND -> small illustration without figures (ark | stars)
scene() {
  local out=$1 w=$2 h=$3 kind=$4
  if [[ $kind == ark ]]; then
    im -size "${w}x${h}" "gradient:#f7e3b5-#8fc1c9" "$out"
    {
      echo "viewbox 0 0 $w $h"
      echo "fill '#fff6dc' fill-opacity 0.9 circle $((w * 72 / 100)),$((h * 30 / 100)) $((w * 72 / 100 + 34)),$((h * 30 / 100))"
      echo "fill '#7a4a22' path 'M $((w * 18 / 100)),$((h * 58 / 100)) L $((w * 82 / 100)),$((h * 58 / 100)) L $((w * 72 / 100)),$((h * 72 / 100)) L $((w * 28 / 100)),$((h * 72 / 100)) Z'"
      echo "fill '#9a6434' rectangle $((w * 34 / 100)),$((h * 44 / 100)) $((w * 66 / 100)),$((h * 58 / 100))"
      echo "fill '#6a3d1c' path 'M $((w * 31 / 100)),$((h * 45 / 100)) L $((w / 2)),$((h * 36 / 100)) L $((w * 69 / 100)),$((h * 45 / 100)) Z'"
      echo "fill '#f3d88f' rectangle $((w * 40 / 100)),$((h * 48 / 100)) $((w * 45 / 100)),$((h * 53 / 100))"
      echo "rectangle $((w * 55 / 100)),$((h * 48 / 100)) $((w * 60 / 100)),$((h * 53 / 100))"
      local k xx yy wave colours=("#2f7f8a" "#23697a" "#1b5566")
      for k in 0 1 2; do
        yy=$((h * 68 / 100 + k * 34))
        wave="M 0,$yy"
        for ((xx = 0; xx < w; xx += 60)); do wave+=" Q $((xx + 15)),$((yy - 12)) $((xx + 30)),$yy T $((xx + 60)),$yy"; done
        echo "fill '${colours[k]}' path '$wave L $w,$h L 0,$h Z'"
      done
    } >"$TMP/scene.mvg"
  else
    im -size "${w}x${h}" "gradient:#16324f-#3b3f6e" "$out"
    {
      echo "viewbox 0 0 $w $h"
      local k
      for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14; do
        local sx=$(((k * 137) % w)) sy=$(((k * 71) % (h * 55 / 100) + 10)) r=$((k % 3 + 3))
        echo "fill '#f6e7b0' fill-opacity 0.9 polygon $(starpoints $sx $sy $r 8 -90 0.5)"
      done
      echo "fill '#f8ecc2' circle $((w * 74 / 100)),$((h * 26 / 100)) $((w * 74 / 100 + 30)),$((h * 26 / 100))"
      echo "fill '#16324f' circle $((w * 74 / 100 + 13)),$((h * 26 / 100 - 8)) $((w * 74 / 100 + 40)),$((h * 26 / 100 - 8))"
      echo "fill '#c99a52' path 'M 0,$((h * 78 / 100)) Q $((w / 4)),$((h * 64 / 100)) $((w / 2)),$((h * 76 / 100)) T $w,$((h * 72 / 100)) L $w,$h L 0,$h Z'"
      echo "fill '#a87a3c' path 'M 0,$((h * 88 / 100)) Q $((w / 3)),$((h * 78 / 100)) $((w * 2 / 3)),$((h * 90 / 100)) T $w,$((h * 86 / 100)) L $w,$h L 0,$h Z'"
    } >"$TMP/scene.mvg"
  fi
  im "$out" \( -background none "mvg:$TMP/scene.mvg" \) -composite "$out"
}

# story_page OUT BOOK SECTION NO HEADING SCENE PARAGRAPH...
story_page() {
  local out=$1 book=$2 section=$3 no=$4 heading=$5 sc=$6
  shift 6
  page_frame "$out" "$book" "$section" "$no" "$heading"
  scene "$TMP/scene.miff" 300 380 "$sc"
  im "$TMP/scene.miff" -alpha off \( -size 300x380 xc:black -fill white -draw "roundrectangle 0,0 299,379 14,14" \) \
    -compose CopyOpacity -composite "$TMP/scene.miff"
  put "$out" "$TMP/scene.miff" 440 128
  local m="" p
  for p in "$@"; do m+="<span font=\"$LATIN 13\" foreground=\"#374151\">$(esc "$p")</span>

"; done
  text "$TMP/body.miff" "${m%$'\n\n'}" 370
  put "$out" "$TMP/body.miff" 40 124
}

make_book_pages() {
  local slug=$1 title=$2 pal=$3
  local d="$OUT/books/$slug" p="$TMP/page.miff"
  set_palette "$pal"
  log "books/$slug/page-1..4.jpg"
  case "$slug" in
    noorani-qaida-workbook)
      page_frame "$p" "$title" "Lesson 1 · Single letters" 6 "The Arabic Alphabet" "Read each letter aloud with your teacher, from right to left."
      grid_cards "$p" 44 132 712 392 7 4 40 \
        "ا|Alif" "ب|Bā" "ت|Tā" "ث|Thā" "ج|Jīm" "ح|Ḥā" "خ|Khā" "د|Dāl" "ذ|Dhāl" "ر|Rā" "ز|Zāy" "س|Sīn" "ش|Shīn" "ص|Ṣād" \
        "ض|Ḍād" "ط|Ṭā" "ظ|Ẓā" "ع|ʿAyn" "غ|Ghayn" "ف|Fā" "ق|Qāf" "ك|Kāf" "ل|Lām" "م|Mīm" "ن|Nūn" "ه|Hā" "و|Wāw" "ي|Yā"
      save_jpg "$p" "$d/page-1.jpg"
      page_frame "$p" "$title" "Lesson 5 · Harakāt" 18 "Short Vowels: Fatḥa, Kasra, Ḍamma" "Fatḥa gives “a”, kasra gives “i”, ḍamma gives “u”."
      grid_cards "$p" 44 132 712 392 6 4 32 \
        "بَ|ba" "بِ|bi" "بُ|bu" "تَ|ta" "تِ|ti" "تُ|tu" "جَ|ja" "جِ|ji" "جُ|ju" "دَ|da" "دِ|di" "دُ|du" \
        "سَ|sa" "سِ|si" "سُ|su" "عَ|ʿa" "عِ|ʿi" "عُ|ʿu" "قَ|qa" "قِ|qi" "قُ|qu" "مَ|ma" "مِ|mi" "مُ|mu"
      save_jpg "$p" "$d/page-2.jpg"
      page_frame "$p" "$title" "Exercise 5" 19 "Trace and Say" "Trace each letter with a pencil and say its sound."
      trace_rows "$p" 130 "بَ" "تِ" "جُ" "سَ"
      save_jpg "$p" "$d/page-3.jpg"
      page_frame "$p" "$title" "Lesson 6 · Reading practice" 24 "Read the Words" "Join the letters you know into real words from the Quran."
      grid_cards "$p" 44 132 712 392 4 3 44 \
        "خَلَقَ|khalaqa · he created" "كَتَبَ|kataba · he wrote" "قَرَأَ|qaraʾa · he read" "جَعَلَ|jaʿala · he made" \
        "نَصَرَ|naṣara · he helped" "سَمِعَ|samiʿa · he heard" "عَلِمَ|ʿalima · he knew" "ذَهَبَ|dhahaba · he went" \
        "فَتَحَ|fataḥa · he opened" "صَدَقَ|ṣadaqa · he told the truth" "شَكَرَ|shakara · he thanked" "رَزَقَ|razaqa · he provided"
      save_jpg "$p" "$d/page-4.jpg"
      ;;
    tajweed-made-simple)
      page_frame "$p" "$title" "Chapter 1 · Colour-coded reading" 9 "Sūrat al-Ikhlāṣ (112)" "Colours mark the rules you will meet in this book."
      local G="#9aa0a6" Q="#1f6fb2" M="#c0392b" N="#2e9d4f"
      verse "$p" 262 "قُلْ هُوَ <span foreground=\"$G\">ٱ</span>للَّهُ أَحَ<span foreground=\"$Q\">دٌ</span> ۝١  <span foreground=\"$G\">ٱ</span>للَّهُ <span foreground=\"$G\">ٱل</span>صَّمَ<span foreground=\"$Q\">دُ</span> ۝٢
لَمْ يَلِ<span foreground=\"$Q\">دْ</span> وَلَمْ يُ<span foreground=\"$M\">و</span>لَ<span foreground=\"$Q\">دْ</span> ۝٣  وَلَمْ يَكُ<span foreground=\"$G\">ن</span> <span foreground=\"$N\">لَّ</span>هُۥ كُفُوًا أَحَ<span foreground=\"$Q\">دٌ</span> ۝٤" 700
      text "$TMP/tr.miff" "<span font=\"$LATIN Italic 13\" foreground=\"#4b5563\">Say, “He is Allah, the One. Allah, the Eternal Refuge. He neither begets nor is born, nor is there to Him any equivalent.”</span>" 600 center
      put_c "$p" "$TMP/tr.miff" 400 410
      legend "$p" 484 "$Q|Qalqala" "$M|Madd" "$N|Idghām" "$G|Not pronounced"
      save_jpg "$p" "$d/page-1.jpg"
      page_frame "$p" "$title" "Chapter 3 · Nūn sākina & tanwīn" 27 "The Four Rules of Nūn Sākina" "What happens to a silent nūn depends on the letter after it."
      rows "$p" 132 96 \
        "Iẓhār — clear|Before $(ar_inline "ء ه ع ح غ خ") the nūn is pronounced clearly.|مَنْ آمَنَ|#2563eb" \
        "Idghām — merging|Before $(ar_inline "ي ر م ل و ن") the nūn merges into the next letter.|مَن يَقُولُ|#2e9d4f" \
        "Iqlāb — changing|Before $(ar_inline "ب") the nūn becomes a hidden mīm.|مِنۢ بَعْدِ|#c0392b" \
        "Ikhfāʾ — hiding|Before the remaining 15 letters it is hidden, with ghunna.|مِن قَبْلِ|#d97706"
      save_jpg "$p" "$d/page-2.jpg"
      page_frame "$p" "$title" "Chapter 4 · Madd" 35 "Sūrat al-Fātiḥa (1:1–4)" "Stretch the red letters for two counts; more when stopping."
      verse "$p" 300 "بِسْمِ <span foreground=\"$G\">ٱ</span>للَّهِ <span foreground=\"$G\">ٱل</span>رَّحْمَ<span foreground=\"$M\">ـٰ</span>نِ <span foreground=\"$G\">ٱل</span>رَّحِ<span foreground=\"$M\">ي</span>مِ ۝١
<span foreground=\"$G\">ٱ</span>لْحَمْدُ لِلَّهِ رَبِّ <span foreground=\"$G\">ٱ</span>لْعَ<span foreground=\"$M\">ـٰ</span>لَمِ<span foreground=\"$M\">ي</span>نَ ۝٢
<span foreground=\"$G\">ٱل</span>رَّحْمَ<span foreground=\"$M\">ـٰ</span>نِ <span foreground=\"$G\">ٱل</span>رَّحِ<span foreground=\"$M\">ي</span>مِ ۝٣  مَ<span foreground=\"$M\">ـٰ</span>لِكِ يَوْمِ <span foreground=\"$G\">ٱ</span>لدِّ<span foreground=\"$M\">ي</span>نِ ۝٤" 700
      legend "$p" 480 "$M|Madd" "$G|Not pronounced"
      save_jpg "$p" "$d/page-3.jpg"
      page_frame "$p" "$title" "Review · Chapter 3" 31 "Exercise: Name the Rule" "Write Iẓhār, Idghām, Iqlāb or Ikhfāʾ for each example."
      rows "$p" 132 78 \
        "1.|Rule: ______________________|أَنْعَمْتَ|" \
        "2.|Rule: ______________________|مِن قَبْلِكَ|" \
        "3.|Rule: ______________________|مَن يَعْمَلْ|" \
        "4.|Rule: ______________________|مِنۢ بَعْدِهِمْ|" \
        "5.|Rule: ______________________|مِن رَّبِّهِمْ|"
      save_jpg "$p" "$d/page-4.jpg"
      ;;
    arabic-alphabet-activity-book)
      page_frame "$p" "$title" "Meet the letters" 4 "All 28 Letters" "Point to each letter and say its name."
      grid_cards "$p" 44 132 712 392 7 4 40 \
        "ا|Alif" "ب|Bā" "ت|Tā" "ث|Thā" "ج|Jīm" "ح|Ḥā" "خ|Khā" "د|Dāl" "ذ|Dhāl" "ر|Rā" "ز|Zāy" "س|Sīn" "ش|Shīn" "ص|Ṣād" \
        "ض|Ḍād" "ط|Ṭā" "ظ|Ẓā" "ع|ʿAyn" "غ|Ghayn" "ف|Fā" "ق|Qāf" "ك|Kāf" "ل|Lām" "م|Mīm" "ن|Nūn" "ه|Hā" "و|Wāw" "ي|Yā"
      save_jpg "$p" "$d/page-1.jpg"
      page_frame "$p" "$title" "Activity 2 · Tracing" 11 "Trace the Letters" "Say the letter, then trace the grey copies from right to left."
      trace_rows "$p" 130 "ب" "ت" "ث" "ن"
      save_jpg "$p" "$d/page-2.jpg"
      page_frame "$p" "$title" "Activity 3 · Colouring" 12 "Colour the Letter Bā" "Bā is for bayt (house) — colour the letter and the stars."
      im -size 712x400 xc:none "$TMP/col.miff"
      pattern "$TMP/colpat.miff" 712 400 8 130 "#94a3b8" "#ffffff" "#ffffff" none 1.5 0.8 0 356 200
      im "$TMP/col.miff" "$TMP/colpat.miff" -composite "$TMP/col.miff"
      artext "$TMP/big.miff" "ب" 250 black Bold
      im "$TMP/big.miff" -alpha extract -morphology EdgeOut Disk:3 -background "$INK" -alpha shape "$TMP/bigo.miff"
      im "$TMP/big.miff" -fill white -colorize 100 "$TMP/bigw.miff"
      im -size 712x400 xc:none "$TMP/bigw.miff" -gravity center -geometry +0-20 -composite \
        "$TMP/bigo.miff" -gravity center -geometry +0-20 -composite "$TMP/bigc.miff"
      im "$TMP/col.miff" "$TMP/bigc.miff" -composite "$TMP/col.miff"
      put "$p" "$TMP/col.miff" 44 130
      save_jpg "$p" "$d/page-3.jpg"
      page_frame "$p" "$title" "Activity 4 · Letter shapes" 16 "One Letter, Four Shapes" "Letters change shape at the start, middle and end of a word."
      grid_cards "$p" 44 132 712 392 4 4 44 \
        "ب|Alone" "بـ|Start" "ـبـ|Middle" "ـب|End" \
        "ج|Alone" "جـ|Start" "ـجـ|Middle" "ـج|End" \
        "ع|Alone" "عـ|Start" "ـعـ|Middle" "ـع|End" \
        "ه|Alone" "هـ|Start" "ـهـ|Middle" "ـه|End"
      save_jpg "$p" "$d/page-4.jpg"
      ;;
    stories-of-the-prophets)
      story_page "$p" "$title" "Story 3" 21 "Nūḥ and the Great Ark" ark \
        "Prophet Nūḥ (peace be upon him) called his people to worship Allah alone for many, many years. Only a few listened." \
        "Allah told Nūḥ to build a great ark. People laughed as he worked, far from any sea, but he kept building with patience." \
        "When the flood came, the believers and pairs of animals were safe inside the ark, and it sailed on the high waves."
      save_jpg "$p" "$d/page-1.jpg"
      story_page "$p" "$title" "Story 4" 29 "Ibrāhīm Looks at the Sky" stars \
        "Young Ibrāhīm (peace be upon him) looked up at the night sky. He saw a bright star, then the shining moon, then the rising sun." \
        "Each one set and disappeared. “I do not love things that set,” he said. The One who made them must be greater." \
        "Think about it: what can you see in the sky tonight that reminds you of Allah, the Creator?"
      save_jpg "$p" "$d/page-2.jpg"
      page_frame "$p" "$title" "Story 3 · Questions" 26 "What Did You Learn?" "Talk about your answers with a parent or teacher."
      rows "$p" 132 78 \
        "1. What did Allah tell Nūḥ to build?|______________________________________||" \
        "2. Why did some people laugh at him?|______________________________________||" \
        "3. Who was safe inside the ark?|______________________________________||" \
        "4. Which quality helped Nūḥ keep going?|patience  ·  anger  ·  laziness|صَبْر|" \
        "5. Draw your favourite part of the story.|Use the space on the next page.||"
      save_jpg "$p" "$d/page-3.jpg"
      page_frame "$p" "$title" "Timeline" 8 "Some of the Prophets" "Peace be upon them all."
      grid_cards "$p" 44 150 712 300 6 2 40 \
        "آدم|Ādam" "نوح|Nūḥ" "إبراهيم|Ibrāhīm" "يوسف|Yūsuf" "موسى|Mūsā" "داود|Dāwūd" \
        "سليمان|Sulaymān" "يونس|Yūnus" "زكريا|Zakariyyā" "يحيى|Yaḥyā" "عيسى|ʿĪsā" "محمد ﷺ|Muḥammad ﷺ"
      save_jpg "$p" "$d/page-4.jpg"
      ;;
    quranic-vocabulary-cards)
      page_frame "$p" "$title" "Set 1 · Most frequent" 5 "Words You Will Meet Everywhere" "Learn these and you will recognise a large part of every page."
      grid_cards "$p" 44 132 712 392 4 3 44 \
        "اللَّه|Allāh · God" "رَبّ|rabb · Lord" "قَالَ|qāla · he said" "يَوْم|yawm · day" \
        "كِتَاب|kitāb · book" "قَلْب|qalb · heart" "عِلْم|ʿilm · knowledge" "رَحْمَة|raḥma · mercy" \
        "نُور|nūr · light" "أَرْض|arḍ · earth" "سَمَاء|samāʾ · sky" "نَاس|nās · people"
      save_jpg "$p" "$d/page-1.jpg"
      page_frame "$p" "$title" "Set 2 · Verbs" 12 "Common Verbs" "Past tense, third person: “he …”."
      grid_cards "$p" 44 132 712 392 4 3 44 \
        "آمَنَ|āmana · he believed" "كَفَرَ|kafara · he disbelieved" "عَمِلَ|ʿamila · he did" "جَاءَ|jāʾa · he came" \
        "خَلَقَ|khalaqa · he created" "عَلِمَ|ʿalima · he knew" "أَنزَلَ|anzala · he sent down" "هَدَى|hadā · he guided" \
        "رَأَى|raʾā · he saw" "دَعَا|daʿā · he called" "سَمِعَ|samiʿa · he heard" "شَاءَ|shāʾa · he willed"
      save_jpg "$p" "$d/page-2.jpg"
      page_frame "$p" "$title" "Set 1 · Review" 9 "Match the Meaning" "Write the number of the English meaning next to each word."
      rows "$p" 132 78 \
        "1. light|Write the number →  ___|رَحْمَة|" \
        "2. mercy|Write the number →  ___|يَوْم|" \
        "3. heart|Write the number →  ___|نُور|" \
        "4. day|Write the number →  ___|عِلْم|" \
        "5. knowledge|Write the number →  ___|قَلْب|"
      save_jpg "$p" "$d/page-3.jpg"
      page_frame "$p" "$title" "In context" 10 "Find the Word in the Verse" "The highlighted word is rabb, “Lord”."
      verse "$p" 230 "ٱلْحَمْدُ لِلَّهِ <span foreground=\"$GREEN\" background=\"#e8f3ee\">رَبِّ</span> ٱلْعَـٰلَمِينَ" 700
      text "$TMP/tr.miff" "<span font=\"$LATIN Italic 14\" foreground=\"#4b5563\">“All praise is for Allah, Lord of all the worlds.” (1:2)</span>" "" center
      put_c "$p" "$TMP/tr.miff" 400 320
      rows "$p" 370 78 \
        "rabb — Lord, Sustainer|One of the most frequent nouns in the Quran.|رَبّ|$GREEN" \
        "al-ʿālamīn — the worlds|Plural of ʿālam: everything that exists besides Allah.|ٱلْعَـٰلَمِينَ|$GOLD"
      save_jpg "$p" "$d/page-4.jpg"
      ;;
  esac
}

# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------
main() {
  echo "Generating images into ${OUT#"$ROOT"/} (Latin font: $LATIN, Arabic font: $AR)"
  mkdir -p "$OUT/home" "$OUT/courses" "$OUT/books" "$OUT/pages"
  local only=${1:-all} row
  if [[ $only == all || $only == home ]]; then
    make_header
    make_faqs
    make_avatar
  fi
  if [[ $only == all || $only == courses ]]; then
    for row in "${COURSES[@]}"; do
      IFS='|' read -r slug title word cat kind cell th <<<"$row"
      make_course "$slug" "$title" "$word" "$cat" "$kind" "$cell" "$th"
    done
  fi
  if [[ $only == all || $only == pages ]]; then
    make_banner about-us "نور" "About Us" quran 8 150
    make_banner privacy-policy "أمانة" "Privacy Policy" arabic 12 200
    make_banner contact-us "تواصل" "Contact Us" islamic 8 170
  fi
  if [[ $only == all || $only == books || $only == book:* ]]; then
    for row in "${BOOKS[@]}"; do
      IFS='|' read -r slug title sub word pal kind cell <<<"$row"
      [[ $only == book:* && $only != "book:$slug" ]] && continue
      make_cover "$slug" "$title" "$sub" "$word" "$pal" "$kind" "$cell"
      make_book_pages "$slug" "$title" "$pal"
    done
  fi
  if [[ $only == all || $only == video ]]; then
    make_video
  fi
  echo "Done."
}

main "$@"
